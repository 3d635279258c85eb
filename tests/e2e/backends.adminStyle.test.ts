import { backendConformance } from './support/backendConformance';

// The conformance scenarios against the adminStyle back end (tests/fixtures/backends/adminStyle).
backendConformance('adminStyle');
