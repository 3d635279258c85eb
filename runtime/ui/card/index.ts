// Semi's Card for plugins and pages: only a screen drawing a card loads Semi's.
export { Card, type CardProps } from './Card';
