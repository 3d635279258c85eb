import { backendConformance } from './support/backendConformance';

// #13.5: the conformance scenarios against the envelope back end (tests/fixtures/backends/envelope).
backendConformance('envelope');
