import { Link } from 'react-router';
import { Page } from '../components/Page';

export function NotFound() {
  return (
    <Page title="Page not found">
      <p>
        There is no console page here. <Link to="/">Back to the start</Link>.
      </p>
    </Page>
  );
}
