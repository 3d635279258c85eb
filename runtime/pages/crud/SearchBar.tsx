import type { ValidatorType, Widget } from '@rjsf/utils';
import { forwardRef } from 'react';
import type { PageFormSchema, PageUiSchema } from '../../../schemas/types.gen';
import type { HttpClient } from '../../data';
import { SchemaForm } from '../../forms';

export interface SearchBarProps {
  schema: PageFormSchema;
  uiSchema?: PageUiSchema;
  /** Values the search starts from (route query, e.g. ?role=Admin). */
  initial: Record<string, unknown>;
  validator?: ValidatorType;
  http: HttpClient;
  widgets: Record<string, Widget>;
  onSearch(values: Record<string, unknown>): void;
}

/**
 * The inline search form above a list: search filters from page 1; the form's reset clears every
 * field and submits the empty filter, showing the whole list again. The wrapper is measured for
 * the K-05 table height (rows the form wraps onto).
 *
 * @example <SearchBar ref={searchRef} schema={page.search.schema} initial={{}} validator={v} onSearch={list.setFilter} … />
 */
export const SearchBar = forwardRef<HTMLDivElement, SearchBarProps>(function SearchBar(props, ref) {
  return (
    <div ref={ref} className="jimu-crud-search" data-testid="crud-search">
      {props.validator ? (
        <SchemaForm
          schema={props.schema}
          uiSchema={props.uiSchema}
          formData={props.initial}
          validator={props.validator}
          layout="inline"
          onSubmit={props.onSearch}
          extraWidgets={props.widgets}
          formContext={{ http: props.http }}
        />
      ) : null}
    </div>
  );
});
