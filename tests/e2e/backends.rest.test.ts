import { backendConformance } from './support/backendConformance';

// #13.5: the conformance scenarios against the rest back end (tests/fixtures/backends/rest).
backendConformance('rest');
