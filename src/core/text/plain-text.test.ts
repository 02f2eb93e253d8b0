import { describe, expect, it } from 'vitest';
import { plainLine, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('drops inline tags and keeps their words', () => {
    expect(plainText('<b>Leak-proof</b> lid, <i>BPA free</i>')).toBe('Leak-proof lid, BPA free');
    expect(plainText('<span class="x" data-a=\'1\'>Steel</span>')).toBe('Steel');
  });

  it('turns <p> and <br> into line breaks, without blank lines', () => {
    expect(plainText('<p>First paragraph.</p><p>Second one.</p>')).toBe('First paragraph.\nSecond one.');
    expect(plainText('Line one<br>Line two<br/>Line three<BR />')).toBe('Line one\nLine two\nLine three');
    expect(plainText('<p>One</p>\n\n\n<p>Two</p>')).toBe('One\nTwo');
    expect(plainLine('<p>First.</p><p>Second.</p><ul><li>A</li><li>B</li></ul>')).toBe('First. Second. A B');
  });

  it('decodes entities after the tags are gone, so escaped markup stays visible text', () => {
    expect(plainText('Salt &amp; Pepper &quot;Set&quot; &#39;2&#39; &#x2013; 5&nbsp;oz')).toBe(
      'Salt & Pepper "Set" \'2\' – 5 oz',
    );
    expect(plainText('&lt;b&gt;not bold&lt;/b&gt;')).toBe('<b>not bold</b>');
    expect(plainText('12&deg; angle, 3&times;4 in, &frac12; cup, &unknown; kept')).toBe(
      '12° angle, 3×4 in, ½ cup, &unknown; kept',
    );
    expect(plainText('bell&#7;char')).toBe('bell char');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(plainText('Safe<script>alert(1)</script> text<style>p{}</style><!-- note -->.')).toBe('Safe text.');
  });

  it('leaves plain text alone apart from spacing, and keeps a lone < or &', () => {
    expect(plainText('  Fits 5 < 6 in & more  ')).toBe('Fits 5 < 6 in & more');
    expect(plainText('No markup here')).toBe('No markup here');
    expect(plainText('')).toBe('');
  });
});
