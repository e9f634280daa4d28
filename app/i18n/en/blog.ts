export const blogEn = {
  "blog.intro": "Practical articles on WordPress, plugins, performance, accessibility and AI – written by our developers in Austria.",
  "blog.list.pageTitle": "Blog – page {page}",
  "blog.list.pageStatus": "Page {page} of {pageCount}",

  "blog.loading": "Loading articles …",
  "blog.error.title": "Error loading articles",
  "blog.error.text": "The blog articles could not be loaded. Please try again later.",
  "blog.empty.title": "No articles found",
  "blog.empty.text": "Currently there are no blog articles available.",
  "blog.pageMissing.title": "This page of the blog does not exist",
  "blog.pageMissing.text": "The list of articles does not reach this far.",
  "blog.pageMissing.link": "Go to the newest articles",

  "blog.card.readMore": "Read article",
  "blog.card.readMoreLabel": "Read article: {title}",
  "blog.meta.byAuthor": "by {author}",
  "blog.meta.readingTime": "{minutes} min read",

  "blog.pagination.label": "Blog pages",
  "blog.pagination.previous": "Previous",
  "blog.pagination.previousLabel": "Previous page",
  "blog.pagination.next": "Next",
  "blog.pagination.nextLabel": "Next page",
  "blog.pagination.page": "Page {page}",

  "blog.post.navigation": "More articles",
  "blog.post.older": "Older article",
  "blog.post.newer": "Newer article",
  "blog.post.onlyIn.de": "This article is only available in German:",
  "blog.post.onlyIn.en": "This article is only available in English:",

  "blog.feed.title": "{site} blog",
  "blog.feed.subscribe": "Subscribe via RSS",
} as const;
