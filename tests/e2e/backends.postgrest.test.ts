import { backendConformance } from './support/backendConformance';

// The conformance scenarios against the PostgREST-style back end (tests/fixtures/backends/postgrest).
backendConformance('postgrest');
