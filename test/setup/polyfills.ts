import '../../lib/local/polyfills';
