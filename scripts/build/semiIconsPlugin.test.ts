import { describe, expect, it } from 'vitest';
import { deepIconImports } from './semiIconsPlugin';

describe('deepIconImports', () => {
  it('turns a barrel import of Semi icons into one deep import per icon, keeping aliases', () => {
    const source = "import { IconTick, IconClose as Close } from '@douyinfe/semi-icons';\nconst x = 1;";
    expect(deepIconImports(source)).toBe(
      "import IconTick from '@douyinfe/semi-icons/lib/es/icons/IconTick';\n" +
        "import Close from '@douyinfe/semi-icons/lib/es/icons/IconClose';\nconst x = 1;",
    );
  });

  it('leaves other imports alone', () => {
    const source = "import { a } from 'lodash';";
    expect(deepIconImports(source)).toBe(source);
  });
});
