// The page's content security policy allows no inline script: Retry's handler lives here.
document.getElementById('retry').addEventListener('click', () => location.reload());
