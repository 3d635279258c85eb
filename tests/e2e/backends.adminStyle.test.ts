import { backendConformance } from './support/backendConformance';

// #13.5: the conformance scenarios against the adminStyle back end (tests/fixtures/backends/adminStyle).
backendConformance('adminStyle');
