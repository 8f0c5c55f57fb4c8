import { describe, expect, it } from 'vitest';
import { imageServiceAt, photoSrcSet, SIYUM_HEADER_PHOTO } from './images';
import { type SharedSiyum, shareHeadTags, siyumShareHead, withShareHead } from './shareHead';

const siyum: SharedSiyum = {
  id: 42,
  title: 'Mishnah for Sarah <bat> "Avraham"',
  dedicationKind: 'memory',
  dedicationNames: ' Sarah bat Avraham ',
  targetDate: '2030-03-01',
  progress: { total: 525, completed: 120 },
};
const site = { origin: 'https://siyum.example.org', productName: 'Siyum', imageUrl: '/share.png' };

describe('link previews of a siyum', () => {
  it('describes the dedication, progress and date, with absolute URLs', () => {
    expect(siyumShareHead(siyum, site)).toEqual({
      title: 'Mishnah for Sarah <bat> "Avraham" - Siyum',
      description:
        'L’iluy nishmas Sarah bat Avraham · 120 of 525 portions learned · Siyum on 1 March 2030 (כ״ו אדר א׳ תש״צ)',
      canonicalUrl: 'https://siyum.example.org/s/42',
      imageUrl: 'https://siyum.example.org/share.png',
      imageWidth: 600,
      imageHeight: 150,
      siteName: 'Siyum',
    });
    const plain = siyumShareHead({ ...siyum, dedicationKind: 'none' }, site);
    expect(plain.description).toBe('120 of 525 portions learned · Siyum on 1 March 2030 (כ״ו אדר א׳ תש״צ)');
  });

  it('shows the siyum’s photo as a 600×600 JPEG from the image service, else the site’s image', () => {
    const photo = {
      key: 'protected/local:0f8fad5b-d9cb-469f-a165-70867728950e/photos/7c9e6679-7425-40de-944b-e07fc1f90ae7',
      crop: { x: 0.1, y: 0, width: 0.8, height: 1 },
    };
    const withPhoto = siyumShareHead({ ...siyum, photo }, { ...site, imageBaseUrl: '/api/img' });
    expect(withPhoto).toMatchObject({ imageWidth: 600, imageHeight: 600 });
    expect(withPhoto.imageUrl).toBe(
      'https://siyum.example.org/api/img/x_0.1,y_0,w_0.8,h_1,c_crop/w_600,h_600,c_fill,dpr_1,f_jpg,q_auto:best,e_sharpen:100/protected/local%3A0f8fad5b-d9cb-469f-a165-70867728950e/photos/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    );
    expect(shareHeadTags(withPhoto)).toContain('<meta property="og:image:height" content="600" />');
    // The header photo is preloaded with exactly the srcset and sizes the page asks for.
    const preload =
      /<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/.exec(
        shareHeadTags(withPhoto),
      );
    expect(preload?.[1]?.replace(/&#44;/g, ',')).toBe(
      photoSrcSet(imageServiceAt('/api/img'), photo, SIYUM_HEADER_PHOTO.maxWidth),
    );
    expect(preload?.[2]).toBe(SIYUM_HEADER_PHOTO.sizes);
    expect(shareHeadTags(siyumShareHead(siyum, site))).not.toContain('rel="preload"');
    // No image service configured: the site's image, whatever the siyum has.
    expect(siyumShareHead({ ...siyum, photo }, site).imageUrl).toBe('https://siyum.example.org/share.png');
  });

  it('escapes what organizers typed, so a title cannot close a tag', () => {
    const tags = shareHeadTags(siyumShareHead(siyum, site));
    expect(tags).toContain('<title>Mishnah for Sarah &#60;bat&#62; &#34;Avraham&#34; - Siyum</title>');
    expect(tags).toContain('<meta property="og:url" content="https://siyum.example.org/s/42" />');
    expect(tags).not.toContain('<bat>');
  });

  it('replaces the built title and description and keeps everything else', () => {
    const built = [
      '<html><head>',
      '<meta name="description" content="Start. Study. Siyum." />',
      '<script src="/boot/prefs.js"></script>',
      '<title>Siyum - Start. Study. Siyum.</title>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const html = withShareHead(built, siyumShareHead(siyum, site));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script src="/boot/prefs.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it("a title with replacement patterns ($`, $&, $', $1) is written as typed (issue 17)", () => {
    const built = '<html><head>\n<title>Siyum</title>\n</head><body><div id="root"></div></body></html>';
    const title = "Shas $` $& $' $1 $$";
    const html = withShareHead(built, siyumShareHead({ ...siyum, title }, site));
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<html>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Shas $\` $&#38; $&#39; $1 $$ - `);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('an unlisted siyum’s preview keeps its share key in the canonical URL', () => {
    const key = 'a'.repeat(32);
    expect(siyumShareHead({ ...siyum, shareKey: key }, site).canonicalUrl).toBe(
      `${site.origin}/s/${siyum.id}?key=${key}`,
    );
  });
});
