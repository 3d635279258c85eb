import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { METHOD_COLORS } from './types';

/** A method as a coloured badge (GET green, POST blue, …), the same in the tree and the detail. */
export function MethodTag({ method }: { method: string }) {
  return (
    <Tag className="wb-api-method" color={METHOD_COLORS[method] ?? 'grey'} size="small">
      {method}
    </Tag>
  );
}
