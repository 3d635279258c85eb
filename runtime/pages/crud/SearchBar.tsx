import type { Widget } from '@rjsf/utils';
import type { PageFormSchema, PageUiSchema } from '../../../schemas/types.gen';
import type { HttpClient } from '../../data';
import { SchemaForm } from '../../forms';
import { usePageValidator } from './usePageValidator';

export interface SearchBarProps {
  schema: PageFormSchema;
  uiSchema?: PageUiSchema;
  /** The page's name: keys its precompiled search validator. */
  name: string;
  /** Values the search starts from (route query, e.g. ?role=Admin). */
  initial: Record<string, unknown>;
  http: HttpClient;
  widgets: Record<string, Widget>;
  onSearch(values: Record<string, unknown>): void;
}

/**
 * The inline search form above a list: search filters from page 1; the form's reset clears every
 * field and submits the empty filter, showing the whole list again. It loads after the
 * first rows, with the validator precompiled for the page's search form.
 *
 * @example <SearchBar name="users" schema={page.search.schema} initial={{}} onSearch={list.setFilter} … />
 */
export function SearchBar(props: SearchBarProps) {
  const validator = usePageValidator(props.name, 'search');
  return (
    <div className="jimu-crud-search" data-testid="crud-search">
      {validator ? (
        <SchemaForm
          idPrefix="search"
          schema={props.schema}
          uiSchema={props.uiSchema}
          formData={props.initial}
          validator={validator}
          layout="inline"
          onSubmit={props.onSearch}
          extraWidgets={props.widgets}
          formContext={{ http: props.http }}
        />
      ) : null}
    </div>
  );
}
