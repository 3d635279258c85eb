import { backendConformance } from './support/backendConformance';

// The conformance scenarios against the envelope back end (tests/fixtures/backends/envelope).
backendConformance('envelope');
