declare module '@arco-design/web-react/es/*/style/css';
