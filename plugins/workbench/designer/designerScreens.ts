// The designer's two screens in one module, so the form designer is one lazy chunk (bundle
// discipline): opening the list loads the editor too, and no first-screen module imports either.
export { default as FormEditor } from './FormEditor';
export { default as FormMarker } from './FormMarker';
