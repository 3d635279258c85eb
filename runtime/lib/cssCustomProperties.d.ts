// Inline styles hand values to the stylesheets through CSS custom properties
// (`style={{ '--jimu-card-span': 6 }}`): React passes them through as they are. Each one a
// component sets is named here, so its style object is checked instead of asserted.
import 'react';

declare module 'react' {
  interface CSSProperties {
    /** How much of a rating star is filled (cells.css). */
    '--jimu-star-fill'?: string;
    /** A dashboard card's width in grid columns of 24 (crud.css). */
    '--jimu-card-span'?: number;
    /** Columns of a form's field grid (forms.css). */
    '--jimu-form-columns'?: number;
  }
}
