import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local fake of the video network's InnerTube API (what youtubei.js calls), replaying responses in the
 * recorded shapes the network answers: channel metadata and header, the about view model, channel tabs (rich grid
 * with a Popular chip and continuations), the player and watch-next pages, comment threads with a sort menu and reply
 * continuations, transcripts with a language menu, search, hashtag and playlist pages, and the suggestion endpoint.
 * It records every request (path, body, headers) for the tests to check.
 */

export const FAKE_CHANNEL_ID = 'UCfakeChannelId000000001';
export const FAKE_HANDLE = '@fakechannel';
export const FAKE_VIDEO = 'fakeVideo01';
export const FAKE_PLAYLIST = 'PLfakePlaylist0001';

export interface Seen {
  path: string;
  body: any;
  headers: IncomingMessage['headers'];
  query: URLSearchParams;
}

const thumbs = (base: string, id: string) => [
  { url: `${base}/vi/${id}/default.jpg`, width: 120, height: 90 },
  { url: `${base}/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  { url: `${base}/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
];

const run = (text: string) => ({ runs: [{ text }] });

function videoRenderer(base: string, k: number, views: number, streamed = false) {
  const id = `fakeVid${String(k).padStart(4, '0')}`;
  return {
    videoRenderer: {
      videoId: id,
      thumbnail: { thumbnails: thumbs(base, id) },
      title: run(`Fake video number ${k}`),
      publishedTimeText: { simpleText: streamed ? `Streamed ${k + 1} days ago` : `${k + 1} days ago` },
      lengthText: { accessibility: { accessibilityData: { label: '12 minutes' } }, simpleText: streamed ? '1:02:03' : '12:34' },
      viewCountText: { simpleText: `${views.toLocaleString('en-US')} views` },
      navigationEndpoint: { watchEndpoint: { videoId: id } },
    },
  };
}

const grid = (items: unknown[], token: string | null) => [
  ...items.map((content) => ({ richItemRenderer: { content } })),
  ...(token
    ? [
        {
          continuationItemRenderer: {
            trigger: 'CONTINUATION_TRIGGER_ON_ITEM_SHOWN',
            continuationEndpoint: { continuationCommand: { token, request: 'CONTINUATION_REQUEST_TYPE_BROWSE' } },
          },
        },
      ]
    : []),
];
const append = (items: unknown[]) => ({ onResponseReceivedActions: [{ appendContinuationItemsAction: { continuationItems: items } }] });
const reload = (items: unknown[]) => ({
  onResponseReceivedActions: [{ reloadContinuationItemsCommand: { targetId: 'browse-feedtab', continuationItems: items } }],
});
const continuation = (token: string) => ({ continuationItemRenderer: { continuationEndpoint: { continuationCommand: { token } } } });

function tabPage(selected: string, content: unknown) {
  return {
    metadata: { channelMetadataRenderer: { title: 'Fake Channel', externalId: FAKE_CHANNEL_ID } },
    contents: {
      twoColumnBrowseResultsRenderer: {
        tabs: ['Home', 'Videos', 'Shorts', 'Live'].map((title) => ({
          tabRenderer: { title, selected: title === selected, ...(title === selected ? { content } : {}) },
        })),
      },
    },
  };
}

function comment(base: string, id: string, text: string, likes: string, extra: Record<string, unknown> = {}) {
  return {
    commentId: id,
    contentText: run(text),
    authorText: { simpleText: `@author_${id.toLowerCase()}` },
    authorThumbnail: { thumbnails: [{ url: `${base}/yt3/${id}.jpg`, width: 88, height: 88 }] },
    authorEndpoint: { browseEndpoint: { browseId: `UCauthor${id.padEnd(16, '0').slice(0, 16)}` } },
    voteCount: { simpleText: likes },
    publishedTimeText: run('2 weeks ago'),
    ...extra,
  };
}

function thread(base: string, id: string, text: string, likes: string, replies: number, extra: Record<string, unknown> = {}) {
  return {
    commentThreadRenderer: {
      comment: { commentRenderer: comment(base, id, text, likes, { replyCount: replies, ...extra }) },
      ...(replies ? { replies: { commentRepliesRenderer: { contents: [continuation(`replies-${id}`)] } } } : {}),
    },
  };
}

/** A thread in the view-model form (what the network answers now): the view model names entities sent beside it. */
function modernThread(
  base: string,
  id: string,
  text: string,
  likes: string,
  replies: number,
  options: { pinned?: boolean; hearted?: boolean; creator?: boolean } = {},
) {
  return {
    thread: {
      commentThreadRenderer: {
        commentViewModel: {
          commentViewModel: {
            commentId: id,
            commentKey: `ck-${id}`,
            toolbarStateKey: `ts-${id}`,
            ...(options.pinned ? { pinnedText: 'Pinned by Fake Channel' } : {}),
          },
        },
        ...(replies ? { replies: { commentRepliesRenderer: { contents: [continuation(`replies-${id}`)] } } } : {}),
      },
    },
    mutations: [
      {
        entityKey: `ck-${id}`,
        type: 'ENTITY_MUTATION_TYPE_REPLACE',
        payload: {
          commentEntityPayload: {
            key: `ck-${id}`,
            properties: { commentId: id, content: { content: text }, publishedTime: '2 weeks ago', replyLevel: 0 },
            author: {
              channelId: `UCauthor${id.padEnd(16, '0').slice(0, 16)}`,
              displayName: `@author_${id.toLowerCase()}`,
              avatarThumbnailUrl: `${base}/yt3/${id}.jpg`,
              isCreator: Boolean(options.creator),
            },
            toolbar: { likeCountNotliked: likes, replyCount: String(replies) },
          },
        },
      },
      {
        entityKey: `ts-${id}`,
        type: 'ENTITY_MUTATION_TYPE_REPLACE',
        payload: {
          engagementToolbarStateEntityPayload: {
            key: `ts-${id}`,
            heartState: options.hearted ? 'TOOLBAR_HEART_STATE_HEARTED' : 'TOOLBAR_HEART_STATE_UNHEARTED',
            likeState: 'TOOLBAR_LIKE_STATE_INDIFFERENT',
          },
        },
      },
    ],
  };
}

function commentsPage(base: string, order: 'top' | 'new', next: string | null) {
  // Top comments come as comment renderers, newest first as view models with entities: the network has answered both.
  const modern = [
    modernThread(base, 'Ugc2', 'Great video', '87', 0, { hearted: true }),
    modernThread(base, 'Ugc1', 'Pinned by the creator', '1.2K', 2, { pinned: true, creator: true }),
  ];
  const threads =
    order === 'top'
      ? [
          thread(base, 'Ugc1', 'Pinned by the creator', '1.2K', 2, { pinnedCommentBadge: { pinnedCommentBadgeRenderer: {} }, authorIsChannelOwner: true }),
          thread(base, 'Ugc2', 'Great video', '87', 0, {
            actionButtons: { commentActionButtonsRenderer: { creatorHeart: { creatorHeartRenderer: { isHearted: true } } } },
          }),
        ]
      : modern.map((m) => m.thread);
  return {
    ...(order === 'new' ? { frameworkUpdates: { entityBatchUpdate: { mutations: modern.flatMap((m) => m.mutations) } } } : {}),
    onResponseReceivedEndpoints: [
      {
        reloadContinuationItemsCommand: {
          slot: 'RELOAD_CONTINUATION_SLOT_HEADER',
          continuationItems: [
            {
              commentsHeaderRenderer: {
                countText: { runs: [{ text: '1,234' }, { text: ' Comments' }] },
                sortMenu: {
                  sortFilterSubMenuRenderer: {
                    subMenuItems: [
                      { title: 'Top comments', selected: order === 'top', serviceEndpoint: { continuationCommand: { token: 'comments-top-1' } } },
                      { title: 'Newest first', selected: order === 'new', serviceEndpoint: { continuationCommand: { token: 'comments-new-1' } } },
                    ],
                  },
                },
              },
            },
          ],
        },
      },
      { reloadContinuationItemsCommand: { slot: 'RELOAD_CONTINUATION_SLOT_BODY', continuationItems: [...threads, ...(next ? [continuation(next)] : [])] } },
    ],
  };
}

function transcript(lang: 'en' | 'es') {
  const lines =
    lang === 'en'
      ? ['hello and welcome', 'today we build a fake', 'thanks for watching']
      : ['hola y bienvenidos', 'hoy construimos una imitación', 'gracias por ver'];
  return {
    actions: [
      {
        updateEngagementPanelAction: {
          targetId: 'engagement-panel-searchable-transcript',
          content: {
            transcriptRenderer: {
              content: {
                transcriptSearchPanelRenderer: {
                  body: {
                    transcriptSegmentListRenderer: {
                      initialSegments: lines.map((text, i) => ({
                        transcriptSegmentRenderer: {
                          startMs: String(i * 2400),
                          endMs: String((i + 1) * 2400),
                          snippet: run(text),
                          startTimeText: { simpleText: `0:0${i * 2}` },
                        },
                      })),
                    },
                  },
                  footer: {
                    transcriptFooterRenderer: {
                      languageMenu: {
                        sortFilterSubMenuRenderer: {
                          subMenuItems: [
                            {
                              title: 'English (auto-generated)',
                              selected: lang === 'en',
                              continuation: { reloadContinuationData: { continuation: 'transcript-en' } },
                            },
                            { title: 'Spanish', selected: lang === 'es', continuation: { reloadContinuationData: { continuation: 'transcript-es' } } },
                          ],
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    ],
  };
}

/** The fake's answer to one InnerTube call: [status, JSON body]. */
function answer(base: string, path: string, body: any): [number, unknown] {
  const videos = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => videoRenderer(base, from + i, 1000 + (((from + i) * 7919) % 50_000)));
  if (path === '/youtubei/v1/navigation/resolve_url') {
    if (body.url === `https://www.youtube.com/${FAKE_HANDLE}`)
      return [200, { endpoint: { browseEndpoint: { browseId: FAKE_CHANNEL_ID, canonicalBaseUrl: `/${FAKE_HANDLE}` } } }];
    return [404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } }];
  }
  if (path === '/youtubei/v1/browse') {
    const token = body.continuation;
    if (token === 'videos-page-2') return [200, append(grid(videos(30, 35), null))];
    if (token === 'videos-popular-1') {
      const ranked = videos(0, 35).sort(
        (a, b) => Number(b.videoRenderer.viewCountText.simpleText.replace(/\D/g, '')) - Number(a.videoRenderer.viewCountText.simpleText.replace(/\D/g, '')),
      );
      return [200, reload(grid(ranked.slice(0, 30), 'videos-popular-2'))];
    }
    if (token === 'videos-popular-2') {
      const ranked = videos(0, 35).sort(
        (a, b) => Number(b.videoRenderer.viewCountText.simpleText.replace(/\D/g, '')) - Number(a.videoRenderer.viewCountText.simpleText.replace(/\D/g, '')),
      );
      return [200, append(grid(ranked.slice(30), null))];
    }
    if (token === 'hashtag-2') return [200, append(grid([videoRenderer(base, 90, 5)], null))];
    if (token === 'playlist-2')
      return [
        200,
        append([
          {
            playlistVideoRenderer: {
              videoId: 'fakeVid0082',
              title: run('Third in the list'),
              lengthSeconds: '61',
              shortBylineText: run('Fake Channel'),
              videoInfo: run('1.2K views • 1 year ago'),
              thumbnail: { thumbnails: thumbs(base, 'fakeVid0082') },
            },
          },
        ]),
      ];
    if (token) return [400, { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } }];
    if (body.browseId === FAKE_CHANNEL_ID && body.params === undefined) {
      return [
        200,
        {
          metadata: {
            channelMetadataRenderer: {
              title: 'Fake Channel',
              description: 'A channel that only exists on loopback.',
              externalId: FAKE_CHANNEL_ID,
              keywords: 'fakes "integration tests" loopback',
              avatar: { thumbnails: [{ url: `${base}/yt3/avatar=s900`, width: 900, height: 900 }] },
              vanityChannelUrl: `http://www.youtube.com/${FAKE_HANDLE}`,
            },
          },
          header: {
            pageHeaderRenderer: {
              pageTitle: 'Fake Channel',
              content: {
                pageHeaderViewModel: {
                  title: {
                    dynamicTextViewModel: {
                      text: {
                        content: 'Fake Channel',
                        attachmentRuns: [
                          { element: { type: { imageType: { image: { sources: [{ clientResource: { imageName: 'CHECK_CIRCLE_FILLED' } }] } } } } },
                        ],
                      },
                    },
                  },
                  banner: {
                    imageBannerViewModel: {
                      image: {
                        sources: [
                          { url: `${base}/banner=w1060`, width: 1060, height: 175 },
                          { url: `${base}/banner=w2560`, width: 2560, height: 424 },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
          contents: tabPage('Home', {}).contents,
        },
      ];
    }
    if (body.browseId === FAKE_CHANNEL_ID && body.params === 'EgVhYm91dPIGBAoCEgA=') {
      return [
        200,
        {
          onResponseReceivedEndpoints: [
            {
              appendContinuationItemsAction: {
                continuationItems: [
                  {
                    aboutChannelRenderer: {
                      metadata: {
                        aboutChannelViewModel: {
                          description: 'A channel that only exists on loopback, about fakes.',
                          country: 'United Kingdom',
                          subscriberCountText: '1.23M subscribers',
                          viewCountText: '456,789,012 views',
                          joinedDateText: { content: 'Joined Mar 5, 2012' },
                          videoCountText: '1,024 videos',
                          canonicalChannelUrl: `http://www.youtube.com/${FAKE_HANDLE}`,
                          links: [
                            { channelExternalLinkViewModel: { title: { content: 'Website' }, link: { content: 'fake.example.com' } } },
                            { channelExternalLinkViewModel: { title: { content: 'Shop' }, link: { content: 'https://shop.example.com/fake' } } },
                          ],
                        },
                      },
                    },
                  },
                ],
              },
            },
          ],
        },
      ];
    }
    if (body.browseId === FAKE_CHANNEL_ID && body.params === 'EgZ2aWRlb3PyBgQKAjoA') {
      const chips = ['Latest', 'Popular', 'Oldest'].map((text, i) => ({
        chipCloudChipRenderer: {
          text: { simpleText: text },
          isSelected: i === 0,
          navigationEndpoint: { continuationCommand: { token: `videos-${text.toLowerCase()}-1` } },
        },
      }));
      return [
        200,
        tabPage('Videos', { richGridRenderer: { contents: grid(videos(0, 30), 'videos-page-2'), header: { feedFilterChipBarRenderer: { contents: chips } } } }),
      ];
    }
    if (body.browseId === FAKE_CHANNEL_ID && body.params === 'EgZzaG9ydHPyBgUKA5oBAA==') {
      const shorts = [0, 1, 2].map((k) => ({
        shortsLockupViewModel: {
          entityId: `shorts-shelf-item-fakeSho${k}000`,
          accessibilityText: `Short ${k}, ${k + 1}K views - play Short`,
          thumbnail: { sources: [{ url: `${base}/vi/fakeSho${k}000/oardefault.jpg`, width: 405, height: 720 }] },
          onTap: { innertubeCommand: { reelWatchEndpoint: { videoId: `fakeSho${k}000` } } },
          overlayMetadata: { primaryText: { content: `Short number ${k}` }, secondaryText: { content: `${k + 1}K views` } },
        },
      }));
      return [200, tabPage('Shorts', { richGridRenderer: { contents: grid(shorts, null) } })];
    }
    if (body.browseId === FAKE_CHANNEL_ID && body.params === 'EgdzdHJlYW1z8gYECgJ6AA==') {
      return [200, tabPage('Live', { richGridRenderer: { contents: grid([videoRenderer(base, 60, 900, true), videoRenderer(base, 61, 700, true)], null) } })];
    }
    if (body.browseId === 'FEhashtag') {
      return [
        200,
        {
          header: { hashtagHeaderRenderer: { hashtag: { simpleText: '#fakehash' }, hashtagInfoText: { simpleText: '1.5K videos • 900 channels' } } },
          contents: {
            twoColumnBrowseResultsRenderer: {
              tabs: [
                {
                  tabRenderer: {
                    selected: true,
                    content: { richGridRenderer: { contents: grid([videoRenderer(base, 88, 10), videoRenderer(base, 89, 20)], 'hashtag-2') } },
                  },
                },
              ],
            },
          },
        },
      ];
    }
    if (body.browseId === `VL${FAKE_PLAYLIST}`) {
      return [
        200,
        {
          header: {
            playlistHeaderRenderer: {
              playlistId: FAKE_PLAYLIST,
              title: { simpleText: 'Fake playlist' },
              descriptionText: { simpleText: 'Everything fake, in order.' },
              numVideosText: run('3 videos'),
              viewCountText: { simpleText: '4,321 views' },
              ownerText: { runs: [{ text: 'Fake Channel', navigationEndpoint: { browseEndpoint: { browseId: FAKE_CHANNEL_ID } } }] },
            },
          },
          metadata: { playlistMetadataRenderer: { title: 'Fake playlist' } },
          contents: {
            twoColumnBrowseResultsRenderer: {
              tabs: [
                {
                  tabRenderer: {
                    selected: true,
                    content: {
                      sectionListRenderer: {
                        contents: [
                          {
                            itemSectionRenderer: {
                              contents: [
                                {
                                  playlistVideoListRenderer: {
                                    contents: [80, 81]
                                      .map((k) => ({
                                        playlistVideoRenderer: {
                                          videoId: `fakeVid00${k}`,
                                          title: run(`Entry ${k}`),
                                          lengthSeconds: '754',
                                          shortBylineText: {
                                            runs: [{ text: 'Fake Channel', navigationEndpoint: { browseEndpoint: { browseId: FAKE_CHANNEL_ID } } }],
                                          },
                                          videoInfo: { runs: [{ text: '12K views' }, { text: ' • ' }, { text: '2 months ago' }] },
                                          thumbnail: { thumbnails: thumbs(base, `fakeVid00${k}`) },
                                        },
                                      }))
                                      .concat([continuation('playlist-2') as never]),
                                  },
                                },
                              ],
                            },
                          },
                        ],
                      },
                    },
                  },
                },
              ],
            },
          },
        },
      ];
    }
    return [404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } }];
  }
  if (path === '/youtubei/v1/player') {
    if (body.videoId === 'fakeBroken1') return [500, { error: { code: 500, message: 'Internal error encountered.' } }];
    if (body.videoId !== FAKE_VIDEO) return [200, { playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } }];
    return [
      200,
      {
        playabilityStatus: { status: 'OK' },
        videoDetails: {
          videoId: FAKE_VIDEO,
          title: 'How to build a fake',
          lengthSeconds: '754',
          keywords: ['fakes', 'testing'],
          channelId: FAKE_CHANNEL_ID,
          shortDescription: 'We build a fake of an API.\n0:00 Intro',
          thumbnail: { thumbnails: [...thumbs(base, FAKE_VIDEO), { url: `${base}/vi/${FAKE_VIDEO}/maxresdefault.jpg`, width: 1280, height: 720 }] },
          viewCount: '98765',
          author: 'Fake Channel',
          isLiveContent: false,
          isPrivate: false,
        },
        microformat: {
          playerMicroformatRenderer: {
            publishDate: '2024-05-06T07:00:00-07:00',
            uploadDate: '2024-05-06T07:00:00-07:00',
            category: 'Education',
            isFamilySafe: true,
            ownerProfileUrl: `http://www.youtube.com/${FAKE_HANDLE}`,
          },
        },
      },
    ];
  }
  if (path === '/youtubei/v1/next') {
    const token = body.continuation;
    if (token === 'comments-top-1') return [200, commentsPage(base, 'top', 'comments-top-2')];
    if (token === 'comments-new-1') return [200, commentsPage(base, 'new', null)];
    if (token === 'comments-top-2')
      return [
        200,
        { onResponseReceivedEndpoints: [{ appendContinuationItemsAction: { continuationItems: [thread(base, 'Ugc3', 'Third comment', '3', 0)] } }] },
      ];
    if (token === 'replies-Ugc1') {
      return [
        200,
        {
          onResponseReceivedEndpoints: [
            {
              appendContinuationItemsAction: {
                continuationItems: [
                  { commentRenderer: comment(base, 'Ugc1.r1', 'First reply', '4') },
                  { commentRenderer: comment(base, 'Ugc1.r2', 'Second reply', '0') },
                ],
              },
            },
          ],
        },
      ];
    }
    if (token) return [400, { error: { code: 400, message: 'Request contains an invalid argument.' } }];
    if (body.videoId !== FAKE_VIDEO) return [200, { contents: { twoColumnWatchNextResults: { results: { results: { contents: [] } } } } }];
    return [
      200,
      {
        contents: {
          twoColumnWatchNextResults: {
            results: {
              results: {
                contents: [
                  { videoPrimaryInfoRenderer: { title: run('How to build a fake') } },
                  {
                    videoSecondaryInfoRenderer: {
                      owner: {
                        videoOwnerRenderer: {
                          title: run('Fake Channel'),
                          thumbnail: {
                            thumbnails: [
                              { url: `${base}/yt3/avatar=s48`, width: 48, height: 48 },
                              { url: `${base}/yt3/avatar=s88`, width: 88, height: 88 },
                            ],
                          },
                          navigationEndpoint: { browseEndpoint: { browseId: FAKE_CHANNEL_ID, canonicalBaseUrl: `/${FAKE_HANDLE}` } },
                        },
                      },
                    },
                  },
                  {
                    itemSectionRenderer: {
                      sectionIdentifier: 'comments-entry-point',
                      contents: [{ commentsEntryPointHeaderRenderer: { commentCount: { simpleText: '1.2K' } } }],
                    },
                  },
                  { itemSectionRenderer: { sectionIdentifier: 'comment-item-section', contents: [continuation('comments-top-1')] } },
                ],
              },
            },
          },
        },
        frameworkUpdates: {
          entityBatchUpdate: {
            mutations: [
              {
                entityKey: 'like-fakeVideo01',
                type: 'ENTITY_MUTATION_TYPE_REPLACE',
                payload: { likeCountEntity: { key: 'like-fakeVideo01', likeCountIfIndifferentNumber: '4321', likeCountIfIndifferent: '4.3K' } },
              },
            ],
          },
        },
        engagementPanels: [
          {
            engagementPanelSectionListRenderer: {
              panelIdentifier: 'engagement-panel-searchable-transcript',
              content: { continuationItemRenderer: { continuationEndpoint: { getTranscriptEndpoint: { params: 'transcript-en' } } } },
            },
          },
        ],
      },
    ];
  }
  if (path === '/youtubei/v1/get_transcript') {
    if (body.params === 'transcript-en') return [200, transcript('en')];
    if (body.params === 'transcript-es') return [200, transcript('es')];
    return [400, { error: { code: 400, message: 'Precondition check failed.' } }];
  }
  if (path === '/youtubei/v1/search') {
    if (body.continuation === 'search-2') {
      const lockup = {
        lockupViewModel: {
          contentId: 'PLlockupPlaylist01',
          contentType: 'LOCKUP_CONTENT_TYPE_PLAYLIST',
          contentImage: {
            collectionThumbnailViewModel: {
              primaryThumbnail: {
                thumbnailViewModel: {
                  image: { sources: [{ url: `${base}/vi/fakeVid0080/hqdefault.jpg`, width: 480, height: 270 }] },
                  overlays: [
                    {
                      thumbnailOverlayBadgeViewModel: {
                        thumbnailBadges: [{ thumbnailBadgeViewModel: { text: '42 videos', badgeStyle: 'THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT' } }],
                      },
                    },
                  ],
                },
              },
            },
          },
          metadata: {
            lockupMetadataViewModel: {
              title: { content: 'A lockup playlist' },
              metadata: {
                contentMetadataViewModel: {
                  metadataRows: [
                    {
                      metadataParts: [
                        {
                          text: { content: 'Fake Channel', commandRuns: [{ onTap: { innertubeCommand: { browseEndpoint: { browseId: FAKE_CHANNEL_ID } } } }] },
                        },
                      ],
                    },
                  ],
                },
              },
            },
          },
        },
      };
      return [
        200,
        {
          onResponseReceivedCommands: [
            { appendContinuationItemsAction: { continuationItems: [{ itemSectionRenderer: { contents: [videoRenderer(base, 71, 31), lockup] } }] } },
          ],
        },
      ];
    }
    if (body.continuation) return [400, { error: { code: 400 } }];
    return [
      200,
      {
        estimatedResults: '4210',
        contents: {
          twoColumnSearchResultsRenderer: {
            primaryContents: {
              sectionListRenderer: {
                contents: [
                  {
                    itemSectionRenderer: {
                      contents: [
                        videoRenderer(base, 70, 123456),
                        {
                          channelRenderer: {
                            channelId: FAKE_CHANNEL_ID,
                            title: { simpleText: 'Fake Channel' },
                            thumbnail: { thumbnails: [{ url: `//yt3.example/avatar=s88`, width: 88, height: 88 }] },
                            subscriberCountText: { simpleText: FAKE_HANDLE },
                            videoCountText: { simpleText: '1.23M subscribers' },
                          },
                        },
                        {
                          playlistRenderer: {
                            playlistId: FAKE_PLAYLIST,
                            title: { simpleText: 'Fake playlist' },
                            videoCount: '3',
                            shortBylineText: { runs: [{ text: 'Fake Channel', navigationEndpoint: { browseEndpoint: { browseId: FAKE_CHANNEL_ID } } }] },
                            thumbnails: [{ thumbnails: thumbs(base, 'fakeVid0080') }],
                          },
                        },
                      ],
                    },
                  },
                  continuation('search-2'),
                ],
              },
            },
          },
        },
      },
    ];
  }
  return [404, { error: { code: 404, message: 'Not Found' } }];
}

export interface FakeInnertube {
  base: string;
  port: number;
  seen: Seen[];
  close(): Promise<void>;
}

export async function startFakeInnertube(): Promise<FakeInnertube> {
  const seen: Seen[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: any = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {}
      seen.push({ path: url.pathname, body, headers: req.headers, query: url.searchParams });
      if (req.method === 'GET' && url.pathname === '/complete/search') {
        const q = url.searchParams.get('q') ?? '';
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        res.end(
          `window.google.ac.h(${JSON.stringify([
            q,
            [
              [`${q} tutorial`, 0, [512]],
              [`${q} for beginners`, 0, [512]],
              [`${q} explained`, 0, [512, 433]],
            ],
            { k: 1, q: 'x' },
          ])})`,
        );
        return;
      }
      if (req.method === 'POST' && url.pathname === '/youtubei/v1/player' && body.videoId === 'fakeRedir01') {
        res.writeHead(307, { location: '/elsewhere' }).end();
        return;
      }
      const [status, answerBody] = req.method === 'POST' ? answer(base, url.pathname, body) : [404, { error: { code: 404 } }];
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(answerBody));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return { base, port, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
