/** The footer links to the Rules and Privacy pages. */
import { Link } from 'react-router';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <Link to="/load/rules">Rules</Link>
      <Link to="/load/privacy">Privacy</Link>
    </footer>
  );
}
