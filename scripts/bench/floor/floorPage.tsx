import { type FormEvent, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The floor the cold bench measures Jimu against: the least a React page can do for the same
 * screens. `#/login` is a plain login form; any other address is a list page that asks the same
 * server for the same list with the same stored token (`?list=/table/getList`) and shows its first
 * page as 20 plain rows. React and react-dom only, no router, no styles.
 */
const TOKEN_KEY = 'admin-token';

type Row = Record<string, unknown> & { id: number };

function Login() {
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('…');
  };
  return (
    <form onSubmit={submit}>
      <h1>登录</h1>
      <label>
        用户名 <input name="username" autoComplete="username" />
      </label>
      <label>
        密码 <input name="password" type="password" autoComplete="current-password" />
      </label>
      <button type="submit">登录</button>
      <p>{message}</p>
    </form>
  );
}

function List({ endpoint }: { endpoint: string }) {
  const [rows, setRows] = useState<Row[] | undefined>();
  const [error, setError] = useState('');
  useEffect(() => {
    fetch(`${endpoint}?pageNo=1&pageSize=20`, {
      headers: { Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` },
    })
      .then((response) => response.json() as Promise<{ data?: { list?: Row[] } }>)
      .then((body) => setRows(body.data?.list ?? []))
      .catch((reason: unknown) => setError(String(reason)));
  }, [endpoint]);
  if (error) return <p>{error}</p>;
  if (!rows) return <p>加载中…</p>;
  const columns = Object.keys(rows[0] ?? {}).slice(0, 6);
  return (
    <table>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c}>{c}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="floor-row">
            {columns.map((c) => (
              <td key={c}>{String(row[c] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const hash = location.hash.replace(/^#/, '');
const [route, query = ''] = hash.split('?');
const endpoint = new URLSearchParams(query).get('list');
const root = document.getElementById('root');
if (root) createRoot(root).render(route === '/login' || !endpoint ? <Login /> : <List endpoint={endpoint} />);
