export { ClippedText, type ClippedTextProps } from './ClippedText';
