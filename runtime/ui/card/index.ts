// Semi's Card for plugins and pages, apart from runtime/ui's index so that only a screen drawing a card loads Semi's.
export { Card, type CardProps } from './Card';
