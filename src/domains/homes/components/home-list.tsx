import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css';
import { Link } from 'react-router-dom';

export interface HomeListRow {
  key: string;
  title: string;
  meta: string;
  /** The filtered list the row opens. */
  link: string;
}

/** A short list of a home page (the next tenders, the documents due): each row opens the list it belongs to. */
export function HomeList({ rows, empty, testId }: { rows: HomeListRow[]; empty: string; testId: string }) {
  if (!rows.length) return <Empty description={empty} data-testid={`${testId}-empty`} />;
  return (
    <ul className="home-list" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} data-testid={`${testId}-row`}>
          <Link className="home-list-title" to={row.link} title={row.title}>
            {row.title}
          </Link>
          <span className="home-list-meta">{row.meta}</span>
        </li>
      ))}
    </ul>
  );
}
