import { backendConformance } from './support/backendConformance';

// The conformance scenarios against the rest back end (tests/fixtures/backends/rest).
backendConformance('rest');
