// Generated from schema/openapi.json by packages/sdk/scripts/generate.ts (npm run sdk). Do not edit.
/* eslint-disable */
export interface paths {
    "/v1/photonet/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.profile
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetProfile).
         *
         *     Availability: available.
         */
        get: operations["photonet.profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/stored/profile/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.stored.profile_full
         * @description Price: $0.001 per result; nothing when not found (Query.photonetStoredFullProfile).
         *
         *     Availability: available.
         */
        get: operations["photonet.stored.profile_full"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/stored/profile/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.stored.profile_media
         * @description Parameters: before_posted_at and before_id go together (both values of next_cursor).
         *
         *     Price: $0.0005 per started block of 12 items returned (Query.photonetStoredProfileMedia).
         *
         *     Availability: available.
         */
        get: operations["photonet.stored.profile_media"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/stored/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.stored.post
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetStoredPost).
         *
         *     Availability: available.
         */
        get: operations["photonet.stored.post"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/stored/post/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.stored.post_comments
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetStoredPostComments).
         *
         *     Availability: available.
         */
        get: operations["photonet.stored.post_comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/stored/post/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.stored.post_media
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetStoredPostMedia).
         *
         *     Availability: available.
         */
        get: operations["photonet.stored.post_media"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/stored/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.stored.comments
         * @description Parameters: before_posted_at and before_comment_id go together (both values of next_cursor).
         *
         *     Price: $0.0005 per result; nothing when not found (Query.photonetStoredComments).
         *
         *     Availability: available.
         */
        get: operations["photonet.stored.comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/user_feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.user_feed
         * @description Parameters: handle is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused.
         *
         *     Price: $0.0005 per started block of 12 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.photonetUserFeed).
         *
         *     Availability: available.
         */
        get: operations["photonet.user_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/usertags_feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.usertags_feed
         * @description Parameters: handle (or handles, a batch with max_pages=1) is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused.
         *
         *     Price: $0.001 per started block of 21 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired); a batch (handles) per started block of each target's page (Query.photonetUsertagsFeed).
         *
         *     Availability: available.
         */
        get: operations["photonet.usertags_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/post_comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.post_comments
         * @description Parameters: exactly one of shortcode and url; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused.
         *
         *     Price: $0.0005 per started block of 24 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.photonetPostComments).
         *
         *     Availability: available.
         */
        get: operations["photonet.post_comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/popular_search_media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.popular_search_media
         * @description Parameters: query is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.0005 per started block of 100 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.photonetPopularSearchMedia).
         *
         *     Availability: available.
         */
        get: operations["photonet.popular_search_media"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/loggedout_timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.loggedout_timeline
         * @description Parameters: handle is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.0005 per started block of 12 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.photonetLoggedoutTimeline).
         *
         *     Availability: available.
         */
        get: operations["photonet.loggedout_timeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.followers
         * @description Parameters: handle (or handles, a batch with max_pages=1) is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.001 per started block of 50 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired); a batch (handles) per started block of each target's page (Query.photonetFollowers).
         *
         *     Availability: available.
         */
        get: operations["photonet.followers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.following
         * @description Parameters: handle (or handles, a batch with max_pages=1) is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.001 per started block of 50 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired); a batch (handles) per started block of each target's page (Query.photonetFollowing).
         *
         *     Availability: available.
         */
        get: operations["photonet.following"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/web_profile_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's web profile (contract 2.13), live or stored.
         * @description Parameters: handle is required; username, its alias until the sunset, answers 400 naming handle.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.photonetWebProfileInfo).
         *
         *     Availability: available.
         */
        get: operations["photonet.web_profile_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One post by shortcode or URL: counts, media, author, place, tagged accounts.
         * @description Parameters: Exactly one of shortcode and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.photonetPost).
         *
         *     Availability: available.
         */
        get: operations["photonet.post"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/story": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's current story (signed in).
         * @description Price: $0.001 per result; nothing when not found (Query.photonetStory).
         *
         *     Availability: available.
         */
        get: operations["photonet.story"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/likers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post's most recent likers, at most 100, and its like count (signed in).
         * @description Parameters: Exactly one of shortcode and url.
         *
         *     Price: $0.001 per result; nothing when not found (Query.photonetLikers).
         *
         *     Availability: available.
         */
        get: operations["photonet.likers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/about": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * About an account: when it joined, where it is based, former usernames, verification, ads (signed in).
         * @description Price: $0.001 per result; nothing when not found (Query.photonetAbout).
         *
         *     Availability: available.
         */
        get: operations["photonet.about"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The embed (oEmbed) of a post or a profile: its HTML, author and thumbnail.
         * @description Parameters: Exactly one of handle, shortcode and url; username, the alias of handle until the sunset, answers 400 naming handle.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.photonetEmbed).
         *
         *     Availability: available.
         */
        get: operations["photonet.embed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/loggedout_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account as a visitor without a session sees it: its web profile and its latest posts.
         * @description Parameters: handle is required; username, its alias until the sunset, answers 400 naming handle.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.photonetLoggedOutProfile).
         *
         *     Availability: available.
         */
        get: operations["photonet.loggedout_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/popular_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The top results of a keyword search in one document: posts and related keywords.
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetPopularSearch).
         *
         *     Availability: available.
         */
        get: operations["photonet.popular_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/highlights_tray": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's story highlights in one document.
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetHighlightsTray).
         *
         *     Availability: available.
         */
        get: operations["photonet.highlights_tray"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/related_profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The accounts the network suggests beside one (contract 2.13).
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetRelatedProfiles).
         *
         *     Availability: available.
         */
        get: operations["photonet.related_profiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/location_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A location by its numeric id: name, coordinates, post count (contract 2.13).
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetLocationInfo).
         *
         *     Availability: available.
         */
        get: operations["photonet.location_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/location_nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The places near a location (contract 2.13).
         * @description Price: $0.0005 per result; nothing when not found (Query.photonetLocationNearby).
         *
         *     Availability: available.
         */
        get: operations["photonet.location_nearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/user_posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's latest posts in one answer (contract 2.13 live posts), continued with max_id.
         * @description Parameters: handle is required; username, its alias until the sunset, answers 400 naming handle.
         *
         *     Price: $0.0005 per started block of 12 items returned (Query.photonetUserPosts).
         *
         *     Availability: available.
         */
        get: operations["photonet.user_posts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openfeed/live/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * openfeed.live.profile
         * @description Price: $0.0005 per result; nothing when not found (Query.openfeedProfile).
         *
         *     Availability: available.
         */
        get: operations["openfeed.live.profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openfeed/live/user/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * openfeed.live.user_posts
         * @description Parameters: Exactly one of handle and user_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.openfeedAuthorFeed).
         *
         *     Availability: available.
         */
        get: operations["openfeed.live.user_posts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openfeed/live/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * openfeed.live.post
         * @description Price: $0.0005 per result; nothing when not found (Query.openfeedPostThread).
         *
         *     Availability: available.
         */
        get: operations["openfeed.live.post"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openfeed/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * openfeed.profile
         * @description Price: $0.0005 per result; nothing when not found (Query.openfeedStoredProfile).
         *
         *     Availability: available.
         */
        get: operations["openfeed.profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * jobs.status
         * @description Price: Free.
         *
         *     Availability: available.
         */
        get: operations["jobs.status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * jobs.results
         * @description Price: Free.
         *
         *     Availability: available.
         */
        get: operations["jobs.results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * jobs.cancel
         * @description Price: Free.
         *
         *     Availability: available.
         */
        post: operations["jobs.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/dm/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.dm.sessions
         * @description Price: $0.0005 per result; nothing when not found (Query.dmSessions).
         *
         *     Availability: available.
         */
        get: operations["photonet.dm.sessions"];
        put?: never;
        /**
         * photonet.dm.create_session
         * @description Price: Free.
         *
         *     Availability: available.
         */
        post: operations["photonet.dm.create_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/dm/sessions/{session_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * photonet.dm.send
         * @description Price: $0.02 per send, charged as it is handed to the network: reversed when the network was unreachable (503 upstream_unavailable), kept when it may have gone out (502 after an ambiguous failure, or an interrupted send); a deduplicated replay is $0.00 (Mutation.dmSend).
         *
         *     Availability: available.
         */
        post: operations["photonet.dm.send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/dm/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.dm.conversations
         * @description Price: $0.0005 per result; nothing when not found (Query.dmConversations).
         *
         *     Availability: available.
         */
        get: operations["photonet.dm.conversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/dm/conversations/{conversation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * photonet.dm.conversation
         * @description Price: $0.0005 per result; nothing when not found (Query.dmConversation).
         *
         *     Availability: available.
         */
        get: operations["photonet.dm.conversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/dm/conversations/{conversation_id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * photonet.dm.reply
         * @description Price: $0.02 per send, charged as it is handed to the network: reversed when the network was unreachable (503 upstream_unavailable), kept when it may have gone out (502 after an ambiguous failure, or an interrupted send); a deduplicated replay is $0.00 (Mutation.dmReply).
         *
         *     Availability: available.
         */
        post: operations["photonet.dm.reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/photonet/dm/conversations/{conversation_id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * photonet.dm.refresh
         * @description Price: $0.001 per result; nothing when not found (Mutation.dmRefresh).
         *
         *     Availability: available.
         */
        post: operations["photonet.dm.refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/linkinbio/live/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A link-in-bio page: owner, links, emails and social accounts
         * @description Price: $0.0005 per result; nothing when not found (Query.linkinbioPage).
         *
         *     Availability: available.
         */
        get: operations["linkinbio.live.page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crawl/web-scraping-api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fetch one public web page as HTML, text, Markdown or metadata, with CSS selector extraction
         * @description Price: $0.001 per result; nothing when not found (Query.crawlWebPage).
         *
         *     Availability: available.
         */
        post: operations["crawl.web_scraping_api"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/contact/fast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact discovery from the profile itself: emails with category, relevance, reliability, source, evidence and verification
         * @description Price: $0.002 per result; nothing when not found (Mutation.intelligenceContactsFast).
         *
         *     Availability: available.
         */
        post: operations["intelligence.contact.fast"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/contact/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact discovery that also reads the profile's link-in-bio pages and official site
         * @description Price: $0.01 per result; nothing when not found (Mutation.intelligenceContactsComplete).
         *
         *     Availability: available.
         */
        post: operations["intelligence.contact.complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/contact/stored": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contacts the last discovery stored, without a new run (cached: true)
         * @description Price: $0.0005 per result; nothing when not found (Query.intelligenceStoredContacts).
         *
         *     Availability: available.
         */
        get: operations["intelligence.contact.stored"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/enrichment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The enrichment bundle of a library profile (2.3, null fields omitted, with the sources read)
         * @description Price: $0.002 per result; nothing when not found (Query.intelligenceEnrichment).
         *
         *     Availability: available.
         */
        get: operations["intelligence.enrichment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/intelligence/custom/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Content intelligence of one stored post: topics, brands, accounts mentioned, sponsorship signals, language, sentiment
         * @description Price: $0.001 per result; nothing when not found (Query.intelligenceContent).
         *
         *     Availability: available.
         */
        get: operations["intelligence.custom.content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company page, by its URL or slug
         * @description Parameters: Exactly one of url and slug.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.jobnetCompany).
         *
         *     Availability: available.
         */
        get: operations["jobnet.live.company"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/company/job_counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's open jobs counted by function, seniority and location
         * @description Parameters: Exactly one of url and slug.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.jobnetCompanyJobCounts).
         *
         *     Availability: available.
         */
        get: operations["jobnet.live.company_job_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/company/member_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's headcount by function, seniority and location, and its growth
         * @description Parameters: Exactly one of url and slug.
         *
         *     Price: $0.0010 per result; nothing when not found (Query.jobnetCompanyMemberStats).
         *
         *     Availability: available.
         */
        get: operations["jobnet.live.company_member_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/company/dossier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's page, job counts, member statistics and recent jobs in one call, each part reported and charged on its own
         * @description Parameters: Exactly one of url and slug.
         *
         *     Price: $0.0005 per result; free when it is a deduplicated replay (JobnetDossier.page); $0.0005 per result; free when it is a deduplicated replay (JobnetDossier.jobCounts); $0.0010 per result; free when it is a deduplicated replay (JobnetDossier.memberStats); $0.0005 per result; free when it is a deduplicated replay (JobnetDossier.recentJobs).
         *
         *     Availability: available.
         */
        get: operations["jobnet.live.company_dossier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/company/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Walks a company's open jobs, newest first
         * @description Parameters: exactly one of url and slug; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused.
         *
         *     Price: $0.0005 per started block of 25 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.jobnetCompanyJobs).
         *
         *     Availability: available.
         */
        get: operations["jobnet.company_jobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/jobs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Walks the jobs a search finds (keywords and/or a place, with filters), most relevant first
         * @description Parameters: keywords, location_id or both are required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.0005 per started block of 25 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.jobnetJobSearch).
         *
         *     Availability: available.
         */
        get: operations["jobnet.jobs_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/locations/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Places matching a query, with the location ids job search takes
         * @description Price: $0.0005 per result; nothing when not found (Query.jobnetLocations).
         *
         *     Availability: available.
         */
        get: operations["jobnet.live.locations_resolve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobnet/live/adlibrary/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the network's ad library, by advertiser or keywords
         * @description Parameters: Exactly one of advertiser and query.
         *
         *     Price: $0.0025 per result; nothing when not found (Query.jobnetAdLibrarySearch).
         *
         *     Availability: egress-intermittent.
         */
        get: operations["jobnet.live.adlibrary_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notenet/live/explore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the anonymous discovery feed: its notes with their authors
         * @description Price: $0.0005 per result; nothing when not found (Query.notenetExplore).
         *
         *     Availability: available.
         */
        get: operations["notenet.live.explore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notenet/live/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A note with its author and content, by note id
         * @description Price: $0.0005 per result; nothing when not found (Query.notenetNote).
         *
         *     Availability: available.
         */
        get: operations["notenet.live.note"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notenet/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A note from the library, as a live read stored it
         * @description Price: $0.0005 per result; nothing when not found (Query.notenetStoredNote).
         *
         *     Availability: available.
         */
        get: operations["notenet.note"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notenet/live/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's profile, by user id.
         * @description Parameters: A valid request: GET /v1/notenet/live/user?user_id=5f3c9a0b7e21d4000166a8c2 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["notenet.live.user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notenet/live/user/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of an account's notes, by user id.
         * @description Parameters: A valid request: GET /v1/notenet/live/user/notes?user_id=5f3c9a0b7e21d4000166a8c2 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["notenet.live.user_notes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notenet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of notes matching a keyword query.
         * @description Parameters: A valid request: GET /v1/notenet/live/search?query=kyoto+itinerary (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["notenet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/adlibrary/company/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of an advertiser's Ad Library ads, by page id or company name
         * @description Parameters: Exactly one of pageId and companyName.
         *
         *     Price: $0.0025 per result; nothing when not found (Query.facenetCompanyAds).
         *
         *     Availability: egress-intermittent.
         */
        get: operations["facenet.live.adlibrary_company_ads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/adlibrary/search/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of Ad Library ads matching a query
         * @description Price: $0.0025 per result; nothing when not found (Query.facenetSearchAds).
         *
         *     Availability: egress-intermittent.
         */
        get: operations["facenet.live.adlibrary_search_ads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/adlibrary/search/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ad Library advertisers matching a query
         * @description Price: $0.0025 per result; nothing when not found (Query.facenetSearchCompanies).
         *
         *     Availability: egress-intermittent.
         */
        get: operations["facenet.live.adlibrary_search_companies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/event/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public event, by id or permalink
         * @description Parameters: Exactly one of id and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetEvent).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.event_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/events/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of public events matching a query
         * @description Price: $0.0005 per result; nothing when not found (Query.facenetEventSearch).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.events_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/group/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public group and its top posts, by URL or group id
         * @description Parameters: Exactly one of url and group_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetGroupPosts).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.group_posts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post, video, photo or reel by URL, with its comments and transcript on request
         * @description Price: $0.0005 per result; nothing when not found (Query.facenetPost).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.post"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public page, by URL or page id
         * @description Parameters: Exactly one of url and page_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetPage).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/page/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a public page's posts, by URL or page id
         * @description Parameters: Exactly one of url and page_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetPagePosts).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.page_posts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/page/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a public page's photos, by URL or page id
         * @description Parameters: Exactly one of url and page_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetPagePhotos).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.page_photos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/page/reels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a public page's reels, by URL or page id
         * @description Parameters: Exactly one of url and page_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetPageReels).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.page_reels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/page/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a public page's events, by URL or page id
         * @description Parameters: Exactly one of url and page_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetPageEvents).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.page_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/group/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public group's details, by URL or group id
         * @description Parameters: Exactly one of url and group_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.facenetGroupDetails).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.group_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/reel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A reel by URL
         * @description Price: $0.0005 per result; nothing when not found (Query.facenetReel).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.reel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video by URL
         * @description Price: $0.0005 per result; nothing when not found (Query.facenetVideo).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.video"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/post/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a post's comments, by its URL
         * @description Price: $0.0005 per result; nothing when not found (Query.facenetPostComments).
         *
         *     Availability: available.
         */
        get: operations["facenet.live.post_comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/adlibrary/ad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An Ad Library ad, by exactly one of id and url.
         * @description Parameters: Exactly one of id and url. A valid request: GET /v1/facenet/live/adlibrary/ad?id=1234567890123456 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["facenet.live.adlibrary_ad"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/adlibrary/ad/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An Ad Library ad's transcript, by exactly one of id and url.
         * @description Parameters: Exactly one of id and url. A valid request: GET /v1/facenet/live/adlibrary/ad/transcript?id=1234567890123456 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["facenet.live.adlibrary_ad_transcript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of a city, by its legacy city URL.
         * @description Parameters: A valid request: GET /v1/facenet/live/events?url=https%3A%2F%2Fwww.facebook.com%2Fevents%2Fexplore%2Fus-new-york%2F108424279189115%2F&time=this_week (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["facenet.live.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/marketplace/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A marketplace item, by exactly one of id and url.
         * @description Parameters: Exactly one of id and url. A valid request: GET /v1/facenet/live/marketplace/item?id=987654321098765 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["facenet.live.marketplace_item"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/marketplace/location/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Marketplace locations matching a query.
         * @description Parameters: A valid request: GET /v1/facenet/live/marketplace/location/search?query=Brooklyn (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["facenet.live.marketplace_location_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/facenet/live/marketplace/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Marketplace listings near a point.
         * @description Parameters: A valid request: GET /v1/facenet/live/marketplace/search?query=bicycle&lat=40.6782&lng=-73.9442&radius_km=10 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["facenet.live.marketplace_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creator from the library: the latest stored snapshot
         * @description Price: $0.0005 per result; nothing when not found (Query.clipnetProfile).
         *
         *     Availability: available.
         */
        get: operations["clipnet.profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creator's stored videos, newest first, keyset-paged
         * @description Price: $0.0005 per result; nothing when not found (Query.clipnetVideos).
         *
         *     Availability: available.
         */
        get: operations["clipnet.videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creator's follower, like and view history over its stored snapshots, with 7- and 30-day growth
         * @description Price: $0.0005 per result; nothing when not found (Query.clipnetStats).
         *
         *     Availability: available.
         */
        get: operations["clipnet.stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creator's profile, live or from its stored payload
         * @description Price: $0.0005 per result; nothing when not found (Query.clipnetUser).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/user/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A creator's newest videos (up to 100, flat-priced): the raw item_list pages as served
         * @description Price: $0.0020 per result; nothing when not found (Query.clipnetUserVideos).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.user.videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One video, by id or URL
         * @description Parameters: Exactly one of id and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.clipnetVideo).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.video"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/mentions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Videos that mention a creator
         * @description Price: $0.0005 per result; nothing when not found (Query.clipnetMentions).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.mentions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A search for creators or videos
         * @description Price: $0.0005 per result; nothing when not found (Query.clipnetSearch).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/user/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Walks a creator's followers: one page now (max_pages=1) or a durable job
         * @description Parameters: handle is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.0005 per started block of 30 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.clipnetUserFollowers).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.user.followers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/user/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Walks the accounts a creator follows: one page now (max_pages=1) or a durable job
         * @description Parameters: handle is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.0005 per started block of 30 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.clipnetUserFollowing).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.user.following"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/video/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Walks a video's comments: one page now (max_pages=1) or a durable job
         * @description Parameters: exactly one of id and url; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.0005 per started block of 20 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.clipnetVideoComments).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.video.comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/clipnet/live/hashtag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Walks a hashtag's videos: one page now (max_pages=1) or a durable job
         * @description Parameters: tag is required; native paging inputs (max_id, after, count, first, min_id, end_cursor) are refused; since is refused.
         *
         *     Price: $0.0005 per started block of 30 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.clipnetHashtag).
         *
         *     Availability: available.
         */
        get: operations["clipnet.live.hashtag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel from the library, as a live read stored it
         * @description Parameters: Exactly one of handle and channel_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.videonetChannel).
         *
         *     Availability: available.
         */
        get: operations["videonet.channel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video from the library, as a live read stored it
         * @description Price: $0.0005 per result; nothing when not found (Query.videonetVideo).
         *
         *     Availability: available.
         */
        get: operations["videonet.video"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel (the long-video channel shape), by handle or channel id
         * @description Parameters: Exactly one of handle and channel_id.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.videonetLiveChannel).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.channel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/channel/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's videos: one page now (max_pages=1) or a durable job
         * @description Parameters: Exactly one of handle and channel_id; page_size is set by the service (400 when given).
         *
         *     Price: $0.002 per started block of 100 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.videonetLiveChannelVideos).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.channel.videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/channel/shorts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's shorts: one page now (max_pages=1) or a durable job
         * @description Parameters: Exactly one of handle and channel_id; page_size is set by the service (400 when given).
         *
         *     Price: $0.002 per started block of 100 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.videonetLiveChannelShorts).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.channel.shorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/channel/lives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's past live streams: one page now (max_pages=1) or a durable job
         * @description Parameters: Exactly one of handle and channel_id; page_size is set by the service (400 when given).
         *
         *     Price: $0.002 per started block of 100 items returned (a walk of one page; any other walk is a durable job, free to submit and charged like this when it completes; a submission needs a balance that covers its first block and those of the account's jobs still queued or running, and an account may hold at most JOB_MAX_PAYMENT_REQUIRED (default 3) jobs in payment-required: past either, 402 insufficient_balance before anything is acquired) (Query.videonetLiveChannelLives).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.channel.lives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video, by id or URL
         * @description Parameters: Exactly one of id and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.videonetLiveVideo).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.video"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/video/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a video's comments, top or newest, with replies on request
         * @description Parameters: Exactly one of id and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.videonetLiveComments).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.video.comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/video/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video's caption transcript in one language, with the languages it has
         * @description Parameters: Exactly one of id and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.videonetLiveTranscript).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.video.transcript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/video/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video's sponsor segments: category, start, end, votes
         * @description Parameters: Exactly one of id and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.videonetLiveSponsors).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.video.sponsors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/video/thumbnails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every size of a video's thumbnail (mirrored like every image)
         * @description Parameters: Exactly one of id and url.
         *
         *     Price: $0.0005 per result; nothing when not found (Query.videonetLiveThumbnails).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.video.thumbnails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of search results (videos, channels, playlists) with filters
         * @description Price: $0.0005 per result; nothing when not found (Query.videonetLiveSearch).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/hashtag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the videos of a hashtag
         * @description Price: $0.0005 per result; nothing when not found (Query.videonetLiveHashtag).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.hashtag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search suggestions for a partial query
         * @description Price: $0.0005 per result; nothing when not found (Query.videonetLiveSearchSuggestions).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.search.suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/playlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a playlist's videos
         * @description Price: $0.0005 per result; nothing when not found (Query.videonetLivePlaylist).
         *
         *     Availability: available.
         */
        get: operations["videonet.live.playlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Up to 100 channels in one request, each answered or failed on its own; charged per channel read
         * @description Price: $0.0005 per result; nothing when not found (VideonetChannelResult.channel).
         *
         *     Availability: available.
         */
        post: operations["videonet.live.channels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/videonet/live/transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The transcripts of up to 100 videos in one request, each answered or failed on its own; charged per transcript read
         * @description Price: $0.0005 per result; nothing when not found (VideonetTranscriptResult.transcript).
         *
         *     Availability: available.
         */
        post: operations["videonet.live.transcripts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adlib/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Full-text search over every stored ad of every network: words, "phrases", word* prefixes, -exclusions, filters, three sorts, keyset cursor
         * @description Price: $0.0010 per result; nothing when not found (Query.adSearch).
         *
         *     Availability: available.
         */
        post: operations["adlib.search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adlib/advertiser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An advertiser profile from its stored ads: names, pages, networks, countries, first and last ad seen, active and total ads
         * @description Price: $0.0005 per result; nothing when not found (Advertiser.profile).
         *
         *     Availability: available.
         */
        get: operations["adlib.advertiser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adlib/advertiser/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ad-strategy insights from the stored ads of an advertiser: volume, cadence, formats, reach, run lengths, themes, calls to action, landing domains, spend
         * @description Price: $0.0025 per result; nothing when not found (Advertiser.insights).
         *
         *     Availability: available.
         */
        get: operations["adlib.advertiser.insights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adlib/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's monitoring folders, oldest first
         * @description Price: Free.
         *
         *     Availability: available.
         */
        get: operations["adlib.folders.list"];
        put?: never;
        /**
         * Creates a monitoring folder: a name and up to 100 advertisers ({network, id})
         * @description Price: Free.
         *
         *     Availability: available.
         */
        post: operations["adlib.folders.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/adlib/folders/{id}/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ads of a folder's advertisers first seen since it was last read; reading moves the folder past them
         * @description Price: $0.0010 per result; nothing when not found (Query.adlibFolderNew).
         *
         *     Availability: available.
         */
        get: operations["adlib.folders.new"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's webhook endpoints (never their secrets). Free.
         * @description Price: Free.
         *
         *     Availability: available.
         */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Registers a webhook endpoint; the answer carries its signing secret, shown once. Free.
         * @description Price: Free.
         *
         *     Availability: available.
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint. Free.
         * @description Price: Free.
         *
         *     Availability: available.
         */
        get: operations["webhooks.get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a webhook endpoint; deliveries still waiting are cancelled. Free.
         * @description Price: Free.
         *
         *     Availability: available.
         */
        post: operations["webhooks.delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{endpoint_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first, each with every attempt. Free.
         * @description Price: Free.
         *
         *     Availability: available.
         */
        get: operations["webhooks.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a delivery's event again as a new delivery (same event id). Free.
         * @description Price: Free.
         *
         *     Availability: available.
         */
        post: operations["webhooks.replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/motionnet/live/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A video, by exactly one of url and id.
         * @description Parameters: Exactly one of url and id. A valid request: GET /v1/motionnet/live/video?id=4815162342 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["motionnet.live.video"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/motionnet/live/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's profile, by handle.
         * @description Parameters: A valid request: GET /v1/motionnet/live/user?handle=lumen.films (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["motionnet.live.user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/motionnet/live/user/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a channel's uploaded videos, newest first.
         * @description Parameters: A valid request: GET /v1/motionnet/live/user/videos?handle=lumen.films (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["motionnet.live.user_videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/motionnet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of videos matching a query.
         * @description Parameters: A valid request: GET /v1/motionnet/live/search?query=city+timelapse (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["motionnet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/streamnet/live/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's profile, by handle.
         * @description Parameters: A valid request: GET /v1/streamnet/live/channel?handle=night_owl_plays (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["streamnet.live.channel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/streamnet/live/channel/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a channel's past broadcasts, newest first.
         * @description Parameters: A valid request: GET /v1/streamnet/live/channel/videos?handle=night_owl_plays (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["streamnet.live.channel_videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/streamnet/live/clip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A clip, by exactly one of url and id.
         * @description Parameters: Exactly one of url and id. A valid request: GET /v1/streamnet/live/clip?url=https%3A%2F%2Fstreamnet.example%2Fnight_owl_plays%2Fclip%2F90210 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["streamnet.live.clip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/streamnet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of channels matching a query.
         * @description Parameters: A valid request: GET /v1/streamnet/live/search?query=speedrun (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["streamnet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blinknet/live/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public profile, by handle.
         * @description Parameters: A valid request: GET /v1/blinknet/live/profile?handle=sunny.days (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["blinknet.live.profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blinknet/live/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stories a public profile has up now.
         * @description Parameters: A valid request: GET /v1/blinknet/live/stories?handle=sunny.days (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["blinknet.live.stories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/blinknet/live/spotlight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A public spotlight video, by exactly one of url and id.
         * @description Parameters: Exactly one of url and id. A valid request: GET /v1/blinknet/live/spotlight?id=7301 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["blinknet.live.spotlight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/newsnet/live/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A story, comment or poll, by id, with its comment tree.
         * @description Parameters: A valid request: GET /v1/newsnet/live/item?id=8863 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["newsnet.live.item"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/newsnet/live/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's profile (karma, about, submissions), by handle.
         * @description Parameters: A valid request: GET /v1/newsnet/live/user?handle=pg_reader (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["newsnet.live.user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/newsnet/live/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the front page's top stories (page 1 to 20, default 1).
         * @description Parameters: A valid request: GET /v1/newsnet/live/top?page=2 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["newsnet.live.top"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/newsnet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of stories and comments matching a query.
         * @description Parameters: A valid request: GET /v1/newsnet/live/search?query=postgres (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["newsnet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pinnet/live/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pin, by exactly one of url and id.
         * @description Parameters: Exactly one of url and id. A valid request: GET /v1/pinnet/live/pin?id=1099511627776 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["pinnet.live.pin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pinnet/live/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A board and one page of its pins, by board URL.
         * @description Parameters: A valid request: GET /v1/pinnet/live/board?url=https%3A%2F%2Fpinnet.example%2Fkitchen.ideas%2Fsmall-spaces%2F (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["pinnet.live.board"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pinnet/live/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's profile and boards, by handle.
         * @description Parameters: A valid request: GET /v1/pinnet/live/user?handle=kitchen.ideas (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["pinnet.live.user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/pinnet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of pins matching a query.
         * @description Parameters: A valid request: GET /v1/pinnet/live/search?query=balcony+garden (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["pinnet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chirpnet/live/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An account's profile, by handle.
         * @description Parameters: A valid request: GET /v1/chirpnet/live/user?handle=early_bird (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["chirpnet.live.user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chirpnet/live/user/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of an account's posts, newest first, by handle or numeric user id (exactly one).
         * @description Parameters: Exactly one of handle and user_id. A valid request: GET /v1/chirpnet/live/user/posts?user_id=783214 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["chirpnet.live.user_posts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chirpnet/live/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A post and its replies, by exactly one of url and id.
         * @description Parameters: Exactly one of url and id. A valid request: GET /v1/chirpnet/live/post?url=https%3A%2F%2Fchirpnet.example%2Fearly_bird%2Fstatus%2F1234567890123456789 (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["chirpnet.live.post"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chirpnet/live/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of recent posts matching a query.
         * @description Parameters: A valid request: GET /v1/chirpnet/live/search?query=eclipse (answered 501 while blocked).
         *
         *     Blocked upstream: answers 501 surface_blocked once its parameters are valid; never charged.
         *
         *     Price: unavailable.
         *
         *     Availability: blocked.
         */
        get: operations["chirpnet.live.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/blinknet/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/blinknet/live/profile.
         */
        get: operations["retiredV1LiveBlinknetProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/blinknet/spotlight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/blinknet/live/spotlight.
         */
        get: operations["retiredV1LiveBlinknetSpotlight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/blinknet/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/blinknet/live/stories.
         */
        get: operations["retiredV1LiveBlinknetStories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/bluesky/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/openfeed/live/post.
         */
        get: operations["retiredV1LiveBlueskyPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/bluesky/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/openfeed/live/profile.
         */
        get: operations["retiredV1LiveBlueskyProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/bluesky/user/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/openfeed/live/user/posts.
         */
        get: operations["retiredV1LiveBlueskyUserPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/chirpnet/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/chirpnet/live/post.
         */
        get: operations["retiredV1LiveChirpnetPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/chirpnet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/chirpnet/live/search.
         */
        get: operations["retiredV1LiveChirpnetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/chirpnet/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/chirpnet/live/user.
         */
        get: operations["retiredV1LiveChirpnetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/chirpnet/user/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/chirpnet/live/user/posts.
         */
        get: operations["retiredV1LiveChirpnetUserPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/hashtag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/hashtag.
         */
        get: operations["retiredV1LiveClipnetHashtag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/mentions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/mentions.
         */
        get: operations["retiredV1LiveClipnetMentions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/search.
         */
        get: operations["retiredV1LiveClipnetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/user.
         */
        get: operations["retiredV1LiveClipnetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/user/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/user/followers.
         */
        get: operations["retiredV1LiveClipnetUserFollowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/user/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/user/following.
         */
        get: operations["retiredV1LiveClipnetUserFollowing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/user/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/user/videos.
         */
        get: operations["retiredV1LiveClipnetUserVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/video.
         */
        get: operations["retiredV1LiveClipnetVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/clipnet/video/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/clipnet/live/video/comments.
         */
        get: operations["retiredV1LiveClipnetVideoComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/crawl/web-scraping-api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/crawl/web-scraping-api.
         */
        get: operations["retiredV1LiveCrawlWebScrapingApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/adlibrary/ad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/adlibrary/ad.
         */
        get: operations["retiredV1LiveFacenetAdlibraryAd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/adlibrary/ad/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/adlibrary/ad/transcript.
         */
        get: operations["retiredV1LiveFacenetAdlibraryAdTranscript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/adlibrary/company/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/adlibrary/company/ads.
         */
        get: operations["retiredV1LiveFacenetAdlibraryCompanyAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/adlibrary/search/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/adlibrary/search/ads.
         */
        get: operations["retiredV1LiveFacenetAdlibrarySearchAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/adlibrary/search/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/adlibrary/search/companies.
         */
        get: operations["retiredV1LiveFacenetAdlibrarySearchCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/event/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/event/details.
         */
        get: operations["retiredV1LiveFacenetEventDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/events.
         */
        get: operations["retiredV1LiveFacenetEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/events/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/events/search.
         */
        get: operations["retiredV1LiveFacenetEventsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/group/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/group/posts.
         */
        get: operations["retiredV1LiveFacenetGroupPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/marketplace/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/marketplace/item.
         */
        get: operations["retiredV1LiveFacenetMarketplaceItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/marketplace/location/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/marketplace/location/search.
         */
        get: operations["retiredV1LiveFacenetMarketplaceLocationSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/marketplace/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/marketplace/search.
         */
        get: operations["retiredV1LiveFacenetMarketplaceSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/facenet/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/facenet/live/post.
         */
        get: operations["retiredV1LiveFacenetPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/intelligence/contact/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/intelligence/contact/complete.
         */
        get: operations["retiredV1LiveIntelligenceContactComplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/intelligence/contact/fast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/intelligence/contact/fast.
         */
        get: operations["retiredV1LiveIntelligenceContactFast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/adlibrary/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/adlibrary/search.
         */
        get: operations["retiredV1LiveJobnetAdlibrarySearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/company.
         */
        get: operations["retiredV1LiveJobnetCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/company/dossier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/company/dossier.
         */
        get: operations["retiredV1LiveJobnetCompanyDossier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/company/job_counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/company/job_counts.
         */
        get: operations["retiredV1LiveJobnetCompanyJobCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/company/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/company/jobs.
         */
        get: operations["retiredV1LiveJobnetCompanyJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/company/member_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/company/member_stats.
         */
        get: operations["retiredV1LiveJobnetCompanyMemberStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/jobs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/jobs/search.
         */
        get: operations["retiredV1LiveJobnetJobsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/jobnet/locations/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/jobnet/live/locations/resolve.
         */
        get: operations["retiredV1LiveJobnetLocationsResolve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/linkinbio/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/linkinbio/live/page.
         */
        get: operations["retiredV1LiveLinkinbioPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/motionnet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/motionnet/live/search.
         */
        get: operations["retiredV1LiveMotionnetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/motionnet/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/motionnet/live/user.
         */
        get: operations["retiredV1LiveMotionnetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/motionnet/user/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/motionnet/live/user/videos.
         */
        get: operations["retiredV1LiveMotionnetUserVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/motionnet/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/motionnet/live/video.
         */
        get: operations["retiredV1LiveMotionnetVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/newsnet/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/newsnet/live/item.
         */
        get: operations["retiredV1LiveNewsnetItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/newsnet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/newsnet/live/search.
         */
        get: operations["retiredV1LiveNewsnetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/newsnet/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/newsnet/live/top.
         */
        get: operations["retiredV1LiveNewsnetTop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/newsnet/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/newsnet/live/user.
         */
        get: operations["retiredV1LiveNewsnetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/notenet/explore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/notenet/live/explore.
         */
        get: operations["retiredV1LiveNotenetExplore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/notenet/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/notenet/live/note.
         */
        get: operations["retiredV1LiveNotenetNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/notenet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/notenet/live/search.
         */
        get: operations["retiredV1LiveNotenetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/notenet/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/notenet/live/user.
         */
        get: operations["retiredV1LiveNotenetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/notenet/user/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/notenet/live/user/notes.
         */
        get: operations["retiredV1LiveNotenetUserNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/openfeed/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/openfeed/live/post.
         */
        get: operations["retiredV1LiveOpenfeedPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/openfeed/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/openfeed/live/profile.
         */
        get: operations["retiredV1LiveOpenfeedProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/openfeed/user/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/openfeed/live/user/posts.
         */
        get: operations["retiredV1LiveOpenfeedUserPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/about": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/about.
         */
        get: operations["retiredV1LivePhotonetAbout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/embed.
         */
        get: operations["retiredV1LivePhotonetEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/followers.
         */
        get: operations["retiredV1LivePhotonetFollowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/following.
         */
        get: operations["retiredV1LivePhotonetFollowing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/highlights_tray": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/highlights_tray.
         */
        get: operations["retiredV1LivePhotonetHighlightsTray"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/likers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/likers.
         */
        get: operations["retiredV1LivePhotonetLikers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/location_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/location_info.
         */
        get: operations["retiredV1LivePhotonetLocationInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/location_nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/location_nearby.
         */
        get: operations["retiredV1LivePhotonetLocationNearby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/loggedout_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/loggedout_profile.
         */
        get: operations["retiredV1LivePhotonetLoggedoutProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/loggedout_timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/loggedout_timeline.
         */
        get: operations["retiredV1LivePhotonetLoggedoutTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/popular_search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/popular_search.
         */
        get: operations["retiredV1LivePhotonetPopularSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/popular_search_media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/popular_search_media.
         */
        get: operations["retiredV1LivePhotonetPopularSearchMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/post.
         */
        get: operations["retiredV1LivePhotonetPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/post_comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/post_comments.
         */
        get: operations["retiredV1LivePhotonetPostComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/related_profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/related_profiles.
         */
        get: operations["retiredV1LivePhotonetRelatedProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/story": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/story.
         */
        get: operations["retiredV1LivePhotonetStory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/user_feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/user_feed.
         */
        get: operations["retiredV1LivePhotonetUserFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/user_posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/user_posts.
         */
        get: operations["retiredV1LivePhotonetUserPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/usertags_feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/usertags_feed.
         */
        get: operations["retiredV1LivePhotonetUsertagsFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/photonet/web_profile_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/photonet/web_profile_info.
         */
        get: operations["retiredV1LivePhotonetWebProfileInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/pinnet/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/pinnet/live/board.
         */
        get: operations["retiredV1LivePinnetBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/pinnet/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/pinnet/live/pin.
         */
        get: operations["retiredV1LivePinnetPin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/pinnet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/pinnet/live/search.
         */
        get: operations["retiredV1LivePinnetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/pinnet/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/pinnet/live/user.
         */
        get: operations["retiredV1LivePinnetUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/streamnet/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/streamnet/live/channel.
         */
        get: operations["retiredV1LiveStreamnetChannel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/streamnet/channel/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/streamnet/live/channel/videos.
         */
        get: operations["retiredV1LiveStreamnetChannelVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/streamnet/clip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/streamnet/live/clip.
         */
        get: operations["retiredV1LiveStreamnetClip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/streamnet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/streamnet/live/search.
         */
        get: operations["retiredV1LiveStreamnetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/channel.
         */
        get: operations["retiredV1LiveVideonetChannel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/channel/lives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/channel/lives.
         */
        get: operations["retiredV1LiveVideonetChannelLives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/channel/shorts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/channel/shorts.
         */
        get: operations["retiredV1LiveVideonetChannelShorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/channel/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/channel/videos.
         */
        get: operations["retiredV1LiveVideonetChannelVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/channels.
         */
        get: operations["retiredV1LiveVideonetChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/hashtag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/hashtag.
         */
        get: operations["retiredV1LiveVideonetHashtag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/playlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/playlist.
         */
        get: operations["retiredV1LiveVideonetPlaylist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/search.
         */
        get: operations["retiredV1LiveVideonetSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/search/suggestions.
         */
        get: operations["retiredV1LiveVideonetSearchSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/transcripts.
         */
        get: operations["retiredV1LiveVideonetTranscripts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/video.
         */
        get: operations["retiredV1LiveVideonetVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/video/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/video/comments.
         */
        get: operations["retiredV1LiveVideonetVideoComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/video/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/video/sponsors.
         */
        get: operations["retiredV1LiveVideonetVideoSponsors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/video/thumbnails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/video/thumbnails.
         */
        get: operations["retiredV1LiveVideonetVideoThumbnails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/live/videonet/video/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retired v4 path
         * @deprecated
         * @description Retired by v5: answers 410 naming /v1/videonet/live/video/transcript.
         */
        get: operations["retiredV1LiveVideonetVideoTranscript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/graphql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The GraphQL API (the federated graph)
         * @description Every REST operation has a GraphQL twin at the same price; one query can follow a profile to its posts, comments and conversations. Answers GraphQL's `{data, errors}`; errors carry `extensions.code` from the same closed set as REST. Limits per operation, checked before anything runs or is reserved (400 invalid_request, uncharged): estimated cost at most $10, at most 100000 estimated results, depth 15, 100 aliases, 5000 tokens, 50 directives, 100 root fields. One operation per request (a batched array body is 400). Introspection is on. A deployment may set other limits; see the README.
         */
        post: operations["graphql"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every REST error: code from the closed set of the contract (section 7). */
        ErrorEnvelope: {
            error: {
                code: string;
                message: string;
                request_id: string;
            };
        };
        GraphQLResult: {
            data?: Record<string, never> | null;
            errors?: {
                message: string;
                path?: unknown[];
                extensions?: {
                    code?: string;
                };
            }[];
            extensions?: Record<string, never>;
        };
        Meta: {
            cost: string;
            balance?: string;
            request_id: string;
        };
        LiveMeta: {
            cost: string;
            balance?: string;
            request_id: string;
            /** @enum {string} */
            source: "db" | "live";
            /** Format: date-time */
            fetched_at: string;
        };
    };
    responses: {
        /** @description A parameter is missing or malformed. Codes: invalid_request. */
        Error400InvalidRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
        };
        /** @description Missing, malformed or revoked API key. Codes: invalid_api_key. */
        Error401InvalidApiKey: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                /** @description Bearer */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "invalid_api_key";
                    };
                };
            };
        };
        /** @description The balance is lower than the price. Codes: insufficient_balance. */
        Error402InsufficientBalance: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "insufficient_balance";
                    };
                };
            };
        };
        /** @description Not found. Codes: not_found. */
        Error404NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "not_found";
                    };
                };
            };
        };
        /** @description Conflict with the state of the resource. Codes: engage_session_revoked. */
        Error409EngageSessionRevoked: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "engage_session_revoked";
                    };
                };
            };
        };
        /** @description Conflict with the state of the resource. Codes: job_finished. */
        Error409JobFinished: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "job_finished";
                    };
                };
            };
        };
        /** @description Retired path. Codes: gone. */
        Error410Gone: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "gone";
                    };
                };
            };
        };
        /** @description Too large: a request body over 1 MB, or a job result unit over 3 MiB. Codes: invalid_request. */
        Error413InvalidRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
        };
        /** @description Too large: a request body over 1 MB, or a job result unit over 3 MiB. Codes: result_item_too_large. */
        Error413ResultItemTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "result_item_too_large";
                    };
                };
            };
        };
        /** @description The body is not JSON in UTF-8, or its Content-Encoding is not supported. Codes: invalid_request. */
        Error415InvalidRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
        };
        /** @description Rate limited; honour Retry-After. Codes: rate_limit_exceeded. */
        Error429RateLimitExceeded: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "rate_limit_exceeded";
                    };
                };
            };
        };
        /** @description Rate limited; honour Retry-After. Codes: rate_limit_exceeded, rate_limited. */
        Error429RateLimitExceededOrRateLimited: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "rate_limit_exceeded" | "rate_limited";
                    };
                };
            };
        };
        /** @description The request line and headers are over 16 kB. Codes: invalid_request. */
        Error431InvalidRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "invalid_request";
                    };
                };
            };
        };
        /** @description Blocked operation. Codes: surface_blocked. */
        Error501SurfaceBlocked: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "surface_blocked";
                    };
                };
            };
        };
        /** @description Upstream failure. Codes: upstream_error. */
        Error502UpstreamError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "upstream_error";
                    };
                };
            };
        };
        /** @description Temporarily unavailable; honour Retry-After when sent. Codes: billing_unavailable. */
        Error503BillingUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "billing_unavailable";
                    };
                };
            };
        };
        /** @description Temporarily unavailable; honour Retry-After when sent. Codes: billing_unavailable, dm_sending_paused. */
        Error503BillingUnavailableOrDmSendingPaused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "billing_unavailable" | "dm_sending_paused";
                    };
                };
            };
        };
        /** @description Temporarily unavailable; honour Retry-After when sent. Codes: billing_unavailable, dm_sending_paused, upstream_unavailable. */
        Error503BillingUnavailableOrDmSendingPausedOrUpstreamUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "billing_unavailable" | "dm_sending_paused" | "upstream_unavailable";
                    };
                };
            };
        };
        /** @description Temporarily unavailable; honour Retry-After when sent. Codes: billing_unavailable, source_paused. */
        Error503BillingUnavailableOrSourcePaused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "billing_unavailable" | "source_paused";
                    };
                };
            };
        };
        /** @description Temporarily unavailable; honour Retry-After when sent. Codes: billing_unavailable, source_paused, pipeline_paused. */
        Error503BillingUnavailableOrSourcePausedOrPipelinePaused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "billing_unavailable" | "source_paused" | "pipeline_paused";
                    };
                };
            };
        };
        /** @description Temporarily unavailable; honour Retry-After when sent. Codes: billing_unavailable, upstream_unavailable. */
        Error503BillingUnavailableOrUpstreamUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "billing_unavailable" | "upstream_unavailable";
                    };
                };
            };
        };
        /** @description Upstream timeout. Codes: upstream_error. */
        Error504UpstreamError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"] & {
                    error?: {
                        /** @enum {string} */
                        code?: "upstream_error";
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request id (also meta.request_id or error.request_id). */
        "X-Request-Id": string;
        /** @description Requests per minute allowed for the key. */
        "X-RateLimit-Limit": string;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": string;
        /** @description Seconds until the window resets. */
        "X-RateLimit-Reset": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "photonet.profile": {
        parameters: {
            query: {
                /** @description A username, @handle or profile URL. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Stored id of the profile in this library. */
                            id: number;
                            /** @description The network's numeric id of the account. */
                            profile_id: number;
                            platform: string;
                            username: string;
                            ig_id: string;
                            fbid: string;
                            full_name: string;
                            biography: string;
                            profile_pic_url: string;
                            external_urls: string[];
                            followers: number;
                            following: number;
                            posts_count: number;
                            /** @description How many times the profile was collected. */
                            scrape_count: number;
                            is_verified: boolean;
                            is_private: boolean;
                            is_business_account: boolean;
                            is_professional_account: boolean;
                            has_channel: boolean;
                            category_name: string | null;
                            business_category_name: string | null;
                            /** Format: date-time */
                            first_scraped_at: string;
                            /** Format: date-time */
                            last_scraped_at: string;
                            /** Format: date-time */
                            enriched_at: string;
                            enrichment: {
                                /** @description person, brand or character */
                                entity_type: string;
                                account_role: string;
                                primary_niche: string;
                                sub_niches: string[];
                                content_tags: unknown;
                                commercial_intent: string | null;
                                brand_safety: string | null;
                                content_style: string | null;
                                gender: string | null;
                                age_range: string | null;
                                profession: string | null;
                                tagline: string | null;
                                collab_readiness: boolean | null;
                                /** @description Full country name, not a code. */
                                country: string;
                                /** @description Full language name, not a code. */
                                primary_language: string;
                                state_or_region: string | null;
                                city: string | null;
                                languages: string[];
                                bio_summary: string;
                                content_summary: string;
                                audience_summary: string;
                                brand_fit_summary: string;
                                enrichment_version: string;
                                /** Format: date-time */
                                enriched_at: string;
                            };
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.stored.profile_full": {
        parameters: {
            query: {
                /** @description A username, @handle or profile URL. */
                q: string;
                surface?: "full" | "overlay" | "preview";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            profile: {
                                id: number;
                                profileId: number;
                                username: string;
                                fullName: string;
                                biography: string;
                                profilePicUrl: string;
                                tagline: string | null;
                                country: string;
                                gender: string | null;
                                ageRange: string | null;
                                language: string;
                                bioSummary: string;
                                accountRole: string;
                                primaryNiche: string;
                                externalUrls: string[];
                                subNiches: string[];
                                followers: number | null;
                                following: number | null;
                                postsCount: number | null;
                                isVerified: boolean;
                                isPrivate: boolean;
                                isBusinessAccount: boolean;
                                categoryName: string | null;
                                /** Format: date-time */
                                lastScrapedAt: string;
                                /** Format: date-time */
                                enrichedAt: string;
                            };
                            topContent: {
                                shortcode: string;
                                caption: string;
                                likes: number;
                                comments: number;
                                views: number | null;
                                /** Format: date-time */
                                postedAt: string;
                                imageUrl: string;
                                imageCdnUrl: string | null;
                                videoUrl: string | null;
                                isVideo: boolean;
                                isPinned: boolean;
                                captionMentions: string[];
                            }[];
                            timeline: {
                                posts: {
                                    shortcode: string;
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    views: number | null;
                                    /** Format: date-time */
                                    postedAt: string;
                                    imageUrl: string;
                                    imageCdnUrl: string | null;
                                    videoUrl: string | null;
                                    isVideo: boolean;
                                    isPinned: boolean;
                                    captionMentions: string[];
                                }[];
                                reels: {
                                    shortcode: string;
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    views: number | null;
                                    /** Format: date-time */
                                    postedAt: string;
                                    imageUrl: string;
                                    imageCdnUrl: string | null;
                                    videoUrl: string | null;
                                    isVideo: boolean;
                                    isPinned: boolean;
                                    captionMentions: string[];
                                }[];
                                all: {
                                    shortcode: string;
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    views: number | null;
                                    /** Format: date-time */
                                    postedAt: string;
                                    imageUrl: string;
                                    imageCdnUrl: string | null;
                                    videoUrl: string | null;
                                    isVideo: boolean;
                                    isPinned: boolean;
                                    captionMentions: string[];
                                }[];
                            };
                            hashtags: {
                                tag: string;
                                count: number;
                            }[];
                            collaborations: {
                                username: string;
                                count: number;
                            }[];
                            mentionedAccounts: {
                                username: string;
                                count: number;
                            }[];
                            /** @description Share of stored posts that are paid partnerships, 0 to 1. */
                            brandCollabRate: number;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.stored.profile_media": {
        parameters: {
            query: {
                /** @description A username, @handle or profile URL. */
                q: string;
                limit?: number;
                /** @description An RFC 3339 timestamp with a timezone, years 0001 to 9999 in UTC */
                before_posted_at?: string;
                before_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            next_cursor: {
                                /** Format: date-time */
                                before_posted_at: string;
                                before_id: number;
                            } | null;
                            profile: {
                                username: string;
                                full_name: string;
                                biography: string;
                                followers: number;
                                following: number;
                                posts_count: number;
                                is_private: boolean;
                                is_verified: boolean;
                                category_name: string | null;
                                external_urls: string[];
                                /** @description The stored profile picture as a media item. */
                                profile_pic: {
                                    /** @description profile_pic, post_image or video_file */
                                    kind: string;
                                    ig_url: string;
                                    /** @description The mirrored copy; null until mirrored (video files never are). */
                                    cdn_url: string | null;
                                    /** @description completed, pending, failed or absent */
                                    cdn_status: string;
                                };
                            };
                            posts: {
                                shortcode: string;
                                /** @description image or video */
                                media_type: string;
                                /** Format: date-time */
                                posted_at: string;
                                caption: string;
                                likes: number;
                                /** @description The network's comment count. */
                                comments: number;
                                /** @description The post's media items: part of the post, with no price of their own (as on REST). */
                                items: {
                                    /** @description profile_pic, post_image or video_file */
                                    kind: string;
                                    ig_url: string;
                                    /** @description The mirrored copy; null until mirrored (video files never are). */
                                    cdn_url: string | null;
                                    /** @description completed, pending, failed or absent */
                                    cdn_status: string;
                                }[];
                                /** @description The post's display image as a media item. */
                                thumb: {
                                    /** @description profile_pic, post_image or video_file */
                                    kind: string;
                                    ig_url: string;
                                    /** @description The mirrored copy; null until mirrored (video files never are). */
                                    cdn_url: string | null;
                                    /** @description completed, pending, failed or absent */
                                    cdn_status: string;
                                };
                            }[];
                            mirror_stats: {
                                /** @description Media items in this page whose mirrored copy is held. */
                                total: number;
                            };
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.stored.post": {
        parameters: {
            query: {
                /** @description A shortcode, or a post, reel or tv URL. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Stored id (the one the custom-content intelligence endpoint takes). */
                            id: number;
                            ig_post_id: string;
                            shortcode: string;
                            caption: string;
                            likes: number;
                            /** @description The network's comment count. */
                            comments: number;
                            /** Format: date-time */
                            posted_at: string;
                            content_type: string;
                            image_url: string;
                            video_url: string | null;
                            is_video: boolean;
                            video_duration: number | null;
                            product_type: string;
                            original_width: number;
                            original_height: number;
                            like_and_view_counts_disabled: boolean;
                            observed_surface: string;
                            is_pinned: boolean;
                            video_play_count: number | null;
                            is_paid_partnership: boolean | null;
                            post_url: string;
                            /** @description The first 10 stored comments, in collection order (part of the stored post). */
                            comments_list: {
                                comment_id: string;
                                author: string;
                                author_id: string;
                                author_verified: boolean;
                                text: string;
                                likes: number;
                                replies: number | null;
                                /** Format: date-time */
                                posted_at: string;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.stored.post_comments": {
        parameters: {
            query: {
                /** @description A shortcode, a post, reel or tv URL, or a numeric post id. */
                q: string;
                cursor?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            post: {
                                ig_post_id: string;
                                shortcode: string;
                            };
                            continuation: {
                                next_page_cursor: string | null;
                                exhausted: boolean;
                                last_fetched_at: string | null;
                            };
                            comments: {
                                comment_id: string;
                                author: string;
                                author_id: string;
                                author_verified: boolean;
                                text: string;
                                likes: number;
                                replies: number | null;
                                /** Format: date-time */
                                posted_at: string;
                            }[];
                            stored_total: number;
                            /** @description The cursor for the next page (the position of the last comment returned). */
                            next_cursor: number;
                            has_more: boolean;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.stored.post_media": {
        parameters: {
            query: {
                /** @description A shortcode, or a post, reel or tv URL. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            shortcode: string;
                            /** @description image or video */
                            media_type: string;
                            /** Format: date-time */
                            posted_at: string;
                            caption: string;
                            likes: number;
                            /** @description The network's comment count. */
                            comments: number;
                            /** @description The post's media items: part of the post, with no price of their own (as on REST). */
                            items: {
                                /** @description profile_pic, post_image or video_file */
                                kind: string;
                                ig_url: string;
                                /** @description The mirrored copy; null until mirrored (video files never are). */
                                cdn_url: string | null;
                                /** @description completed, pending, failed or absent */
                                cdn_status: string;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.stored.comments": {
        parameters: {
            query: {
                /** @description 1 to 100 comma-separated numeric profile ids. */
                profile_ids: string;
                limit?: number;
                /** @description An RFC 3339 timestamp with a timezone, years 0001 to 9999 in UTC */
                before_posted_at?: string;
                before_comment_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Newest stored comments across up to 100 accounts (by profileId), each with its post. Cost: $0.0005. */
                        data: {
                            comments: {
                                comment_id: string;
                                author: string;
                                author_id: string;
                                author_verified: boolean;
                                text: string;
                                likes: number;
                                replies: number | null;
                                /** Format: date-time */
                                posted_at: string;
                                /** @description The network id of the account whose post this comment is on. */
                                profile_id: number;
                                post: {
                                    ig_post_id: string;
                                    shortcode: string;
                                    post_url: string;
                                };
                            }[];
                            next_cursor: {
                                /** Format: date-time */
                                before_posted_at: string;
                                before_comment_id: string;
                            } | null;
                            has_more: boolean;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.user_feed": {
        parameters: {
            query?: {
                /** @description The account, with or without @. Required. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01.
                 */
                username?: string;
                /** @description Stop at items older than this: an RFC 3339 time, a date, or a relative age such as 7d or 12h. */
                since?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.usertags_feed": {
        parameters: {
            query?: {
                /** @description The account, with or without @. Required, unless handles is given. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01.
                 */
                username?: string;
                /** @description A batch: 1 to 10 handles separated by commas, instead of handle. Requires max_pages=1; answers one page of each handle, in the order given, each billed as its own page. */
                handles?: string;
                /** @description Stop at items older than this: an RFC 3339 time, a date, or a relative age such as 7d or 12h. */
                since?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1); or, for a batch of targets, one page of each. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        } | {
                            results: {
                                handle: string;
                                /** @description Normalised items, or the upstream's own when getRaw is true. */
                                items: unknown[];
                                pages: number;
                                /** @description Resumes this handle's walk (send it with handle, not handles). */
                                next_cursor: string | null;
                                stop_reason: string;
                                /** @description What the page covers: items, newest_at, oldest_at, complete. */
                                coverage: unknown;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.post_comments": {
        parameters: {
            query?: {
                shortcode?: string;
                /** @description A post, reel or tv URL. */
                url?: string;
                /** @description Stop at items older than this: an RFC 3339 time, a date, or a relative age such as 7d or 12h. */
                since?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.popular_search_media": {
        parameters: {
            query?: {
                /** @description The search term. Required. */
                query?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.loggedout_timeline": {
        parameters: {
            query?: {
                /** @description The account, with or without @. Required. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01.
                 */
                username?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with limit. */
                max_pages?: number;
                /** @description The most posts the walk returns, 1 to 240; -1 asks for the 240-post cap (all a logged-out visitor can see). Without max_pages it bounds the walk alone; with max_pages the first boundary reached wins. The last page asks only for the posts still wanted. */
                limit?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.followers": {
        parameters: {
            query?: {
                /** @description The account, with or without @. Required, unless handles is given. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01.
                 */
                username?: string;
                /** @description A batch: 1 to 10 handles separated by commas, instead of handle. Requires max_pages=1; answers one page of each handle, in the order given, each billed as its own page. */
                handles?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1); or, for a batch of targets, one page of each. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        } | {
                            results: {
                                handle: string;
                                /** @description Normalised items, or the upstream's own when getRaw is true. */
                                items: unknown[];
                                pages: number;
                                /** @description Resumes this handle's walk (send it with handle, not handles). */
                                next_cursor: string | null;
                                stop_reason: string;
                                /** @description What the page covers: items, newest_at, oldest_at, complete. */
                                coverage: unknown;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.following": {
        parameters: {
            query?: {
                /** @description The account, with or without @. Required, unless handles is given. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01.
                 */
                username?: string;
                /** @description A batch: 1 to 10 handles separated by commas, instead of handle. Requires max_pages=1; answers one page of each handle, in the order given, each billed as its own page. */
                handles?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1); or, for a batch of targets, one page of each. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        } | {
                            results: {
                                handle: string;
                                /** @description Normalised items, or the upstream's own when getRaw is true. */
                                items: unknown[];
                                pages: number;
                                /** @description Resumes this handle's walk (send it with handle, not handles). */
                                next_cursor: string | null;
                                stop_reason: string;
                                /** @description What the page covers: items, newest_at, oldest_at, complete. */
                                coverage: unknown;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.web_profile_info": {
        parameters: {
            query?: {
                /** @description The account, with or without @. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01 (400 naming handle).
                 */
                username?: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            /** @description photonet */
                            platform: string;
                            username: string;
                            /** @description The network's id of the account. */
                            platform_id: string;
                            full_name: string;
                            biography: string;
                            profile_pic_url: string;
                            followers: number;
                            following: number;
                            posts_count: number;
                            is_verified: boolean;
                            is_private: boolean;
                            /** @description The account's links, category and account kind (REST: extra). */
                            extra: {
                                external_url?: string | null;
                                bio_links: ({
                                    title: string;
                                    url: string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                                category_name?: string | null;
                                is_business_account: boolean;
                                is_professional_account: boolean;
                                fbid: string;
                                highlight_reel_count: number;
                                has_clips: boolean;
                                pronouns: string[];
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.post": {
        parameters: {
            query?: {
                /** @description The post's shortcode. */
                shortcode?: string;
                /** @description A post, reel or tv URL (https://<host>/p/<shortcode>/). */
                url?: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            id: string;
                            shortcode: string;
                            caption: string;
                            likes: number;
                            comments: number;
                            /** Format: date-time */
                            posted_at: string;
                            /** @description image, video or carousel */
                            media_type: string;
                            is_video: boolean;
                            image_url?: string | null;
                            video_url?: string | null;
                            post_url: string;
                            owner: string;
                            /** @description Plays of a video; null for images and carousels. */
                            views?: number | null;
                            /** @description Seconds; null unless a video. */
                            video_duration?: (number | string) | null;
                            /** @description Every image of a carousel, or the one image. */
                            image_urls: string[];
                            author: {
                                user_id: string;
                                username: string;
                                full_name: string;
                                profile_pic_url: string;
                                is_verified: boolean;
                                is_private: boolean;
                            } & {
                                [key: string]: unknown;
                            };
                            location?: ({
                                location_id: string;
                                name: string;
                                lat: number | string;
                                lng: number | string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            /** @description Usernames of the accounts tagged in it. */
                            tagged_users: string[];
                            is_paid_partnership: boolean;
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.story": {
        parameters: {
            query: {
                /** @description The account, with or without @. */
                handle: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            handle: string;
                            /** @description Null when the account has no story up. */
                            user_id?: string | null;
                            item_count: number;
                            items: ({
                                id: string;
                                /** @description image or video */
                                media_type: string;
                                is_video: boolean;
                                /** Format: date-time */
                                posted_at: string;
                                /** Format: date-time */
                                expires_at: string;
                                image_url: string;
                                video_url?: string | null;
                                video_duration?: (number | string) | null;
                                /** @description Usernames mentioned in it. */
                                mentions: string[];
                                link_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.likers": {
        parameters: {
            query?: {
                /** @description The post's shortcode. */
                shortcode?: string;
                /** @description A post, reel or tv URL (https://<host>/p/<shortcode>/). */
                url?: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            shortcode: string;
                            /** @description Everyone who liked the post; users holds the most recent, at most 100. */
                            user_count: number;
                            users: ({
                                user_id: string;
                                username: string;
                                full_name: string;
                                profile_pic_url: string;
                                is_verified: boolean;
                                is_private: boolean;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.about": {
        parameters: {
            query: {
                /** @description The account, with or without @. */
                handle: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            handle: string;
                            user_id: string;
                            /** @description YYYY-MM */
                            date_joined: string;
                            /** @description The country the account is based in, as the network states it. */
                            account_based_in?: string | null;
                            former_usernames_count: number;
                            is_verified: boolean;
                            /** @description YYYY-MM; null when not verified. */
                            verified_since?: string | null;
                            is_running_ads: boolean;
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.embed": {
        parameters: {
            query?: {
                /** @description The account, with or without @. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01 (400 naming handle).
                 */
                username?: string;
                /** @description The post's shortcode. */
                shortcode?: string;
                /** @description A post, reel or tv URL (https://<host>/p/<shortcode>/). */
                url?: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            /** @description post or profile */
                            kind: string;
                            /** @description The embedded post's or profile's URL. */
                            url: string;
                            /** @description Null for a profile. */
                            shortcode?: string | null;
                            author: {
                                username: string;
                                user_id: string;
                                url: string;
                            } & {
                                [key: string]: unknown;
                            };
                            title: string;
                            /** @description The embed code, as the network gives it. */
                            html: string;
                            width: number;
                            thumb_url: string;
                            thumb_width: number;
                            thumb_height: number;
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.loggedout_profile": {
        parameters: {
            query?: {
                /** @description The account, with or without @. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01 (400 naming handle).
                 */
                username?: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            profile: {
                                /** @description photonet */
                                platform: string;
                                username: string;
                                /** @description The network's id of the account. */
                                platform_id: string;
                                full_name: string;
                                biography: string;
                                profile_pic_url: string;
                                followers: number;
                                following: number;
                                posts_count: number;
                                is_verified: boolean;
                                is_private: boolean;
                                /** @description The account's links, category and account kind (REST: extra). */
                                extra: {
                                    external_url?: string | null;
                                    bio_links: ({
                                        title: string;
                                        url: string;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    category_name?: string | null;
                                    is_business_account: boolean;
                                    is_professional_account: boolean;
                                    fbid: string;
                                    highlight_reel_count: number;
                                    has_clips: boolean;
                                    pronouns: string[];
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description The latest posts a visitor without a session sees (at most 12; none for a private account). */
                            posts: ({
                                id: string;
                                shortcode: string;
                                caption: string;
                                likes: number;
                                comments: number;
                                /** Format: date-time */
                                posted_at: string;
                                /** @description image, video or carousel */
                                media_type: string;
                                is_video: boolean;
                                image_url?: string | null;
                                video_url?: string | null;
                                post_url: string;
                                /** @description The owner's username. */
                                owner: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            more_available: boolean;
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.popular_search": {
        parameters: {
            query: {
                query: string;
                media_count?: number;
                related_keywords_count?: number;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            /** @description The query as searched (trimmed, spaces collapsed, lower case). */
                            query: string;
                            posts: ({
                                id: string;
                                shortcode: string;
                                caption: string;
                                likes: number;
                                comments: number;
                                /** Format: date-time */
                                posted_at: string;
                                /** @description image, video or carousel */
                                media_type: string;
                                is_video: boolean;
                                image_url?: string | null;
                                video_url?: string | null;
                                post_url: string;
                                /** @description The owner's username. */
                                owner: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            related_keywords: ({
                                keyword: string;
                                search_count: number;
                            } & {
                                [key: string]: unknown;
                            })[];
                            more_available: boolean;
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.highlights_tray": {
        parameters: {
            query: {
                /** @description The account, with or without @. */
                handle: string;
                max_highlights_to_fetch_on_pagination?: number;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            handle: string;
                            /** @description Null when the tray is empty. */
                            user_id?: string | null;
                            highlight_count: number;
                            highlights: ({
                                highlight_id: string;
                                title: string;
                                media_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When its latest item was added.
                                 */
                                updated_at: string;
                                /** @description The cover image. */
                                image_url: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.related_profiles": {
        parameters: {
            query: {
                /** @description The account, with or without @. */
                handle: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            handle: string;
                            user_id: string;
                            accounts: ({
                                user_id: string;
                                username: string;
                                full_name: string;
                                profile_pic_url: string;
                                is_verified: boolean;
                                is_private: boolean;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.location_info": {
        parameters: {
            query: {
                location_id: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            location_id: string;
                            location: {
                                name: string;
                                location_id: string;
                                /** @description Posts at this location. */
                                media_count: number;
                                lat: number | string;
                                lng: number | string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.location_nearby": {
        parameters: {
            query: {
                location_id: string;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            location_id: string;
                            nearby: {
                                count: number;
                                locations: ({
                                    location_id: string;
                                    name: string;
                                    address: string;
                                    lat: number | string;
                                    lng: number | string;
                                } & {
                                    [key: string]: unknown;
                                })[];
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.user_posts": {
        parameters: {
            query?: {
                /** @description The account, with or without @. */
                handle?: string;
                /**
                 * @deprecated
                 * @description Deprecated alias of handle, refused from 2026-11-01 (400 naming handle).
                 */
                username?: string;
                /** @description next_max_id of a previous answer for the same account: continue from there. */
                max_id?: string;
                limit?: number;
                /** @description auto: the stored payload for exactly these arguments, else acquire; cache_only: never acquire (404 when none is stored); live: always acquire. */
                cached?: "auto" | "cache_only" | "live";
                /** @description true: the upstream's own JSON instead of the normalised answer. */
                get_raw?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: ({
                            handle: string;
                            posts: ({
                                id: string;
                                shortcode: string;
                                caption: string;
                                likes: number;
                                comments: number;
                                /** Format: date-time */
                                posted_at: string;
                                /** @description image, video or carousel */
                                media_type: string;
                                is_video: boolean;
                                image_url?: string | null;
                                video_url?: string | null;
                                post_url: string;
                                /** @description The owner's username. */
                                owner: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description Pass as maxId to continue after the last post; null at the end of the feed. */
                            next_max_id?: string | null;
                            more_available: boolean;
                            /** @description Upstream feed pages read for this answer. */
                            pages_scanned: number;
                        } & {
                            [key: string]: unknown;
                        }) | {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "openfeed.live.profile": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            profile: {
                                platform: string;
                                username: string;
                                /** @description The account's DID. */
                                platform_id: string;
                                full_name: string;
                                biography: string;
                                profile_pic_url?: string | null;
                                followers: number;
                                following: number;
                                posts_count: number;
                                is_verified: boolean;
                                /** @description Hidden from logged-out viewers (the !no-unauthenticated label). */
                                is_private: boolean;
                                extra: {
                                    /** @description True when the network left counts out (a profile it has not fully indexed). */
                                    sparse: boolean;
                                    banner_url?: string | null;
                                    /** @description As the network gives it. */
                                    created_at?: string | null;
                                    /** @description As the network gives it. */
                                    indexed_at?: string | null;
                                    verification?: ({
                                        verifiedStatus?: string | null;
                                        trustedVerifierStatus?: string | null;
                                        /** @description Raw upstream: the network's verification records, as it gives them. */
                                        verifications?: unknown;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    associated: {
                                        lists: number;
                                        feedgens: number;
                                        starterPacks: number;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    labels: string[];
                                    pinned_post?: ({
                                        uri: string;
                                        cid: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "openfeed.live.user_posts": {
        parameters: {
            query?: {
                handle?: string;
                /** @description A DID (did:plc: or did:web:). */
                user_id?: string;
                /** @description cursor of the previous page of the same feed. Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            actor: string;
                            posts: ({
                                platform: string;
                                /** @description The post's at:// URI. */
                                platform_post_id: string;
                                shortcode: string;
                                caption: string;
                                likes: number;
                                comments: number;
                                /** @description As the network gives it. */
                                posted_at: string;
                                is_video: boolean;
                                image_url?: string | null;
                                video_url?: string | null;
                                author: {
                                    platform: string;
                                    username: string;
                                    platform_id: string;
                                    full_name: string;
                                    profile_pic_url?: string | null;
                                    is_verified: boolean;
                                    is_private: boolean;
                                } & {
                                    [key: string]: unknown;
                                };
                                /** @description Why it is in the feed (a repost or a pin); null for the account's own post. */
                                reason?: ({
                                    /** @description The network's reason type (app.bsky.feed.defs#reasonRepost or #reasonPin). */
                                    $type: string;
                                    /** @description Who reposted it. */
                                    by?: ({
                                        platform: string;
                                        username: string;
                                        platform_id: string;
                                        full_name: string;
                                        profile_pic_url?: string | null;
                                        is_verified: boolean;
                                        is_private: boolean;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    indexed_at?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                thread_meta: {
                                    root_uri?: string | null;
                                    parent_uri?: string | null;
                                    opThread?: boolean | null;
                                    moreParents?: boolean | null;
                                    moreReplies?: number | null;
                                    hiddenByThreadgate?: boolean | null;
                                    mutedByViewer?: boolean | null;
                                } & {
                                    [key: string]: unknown;
                                };
                                extra: {
                                    cid: string;
                                    post_url: string;
                                    reposts: number;
                                    quotes: number;
                                    bookmarks: number;
                                    langs: string[];
                                    /** @description Raw upstream: the post's rich-text facets, as the network gives them. */
                                    facets: unknown;
                                    labels: string[];
                                    image_urls: string[];
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description Pass to the next read for the following page; null on the last page. */
                            cursor?: string | null;
                            feed_count: number;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "openfeed.live.post": {
        parameters: {
            query: {
                /** @description https://<host>/profile/<handle or DID>/post/<id> */
                url: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            url: string;
                            post: {
                                depth: number;
                                availability: string;
                                /** @description On markers: the network's item type. */
                                $type?: string | null;
                                /** @description On markers. */
                                uri?: string | null;
                                platform?: string | null;
                                platform_post_id?: string | null;
                                shortcode?: string | null;
                                caption?: string | null;
                                likes?: number | null;
                                comments?: number | null;
                                posted_at?: string | null;
                                is_video?: boolean | null;
                                image_url?: string | null;
                                video_url?: string | null;
                                /** @description On a marker, only its platform_id (when the network gave it). */
                                author?: ({
                                    platform_id: string;
                                    platform?: string | null;
                                    username?: string | null;
                                    full_name?: string | null;
                                    profile_pic_url?: string | null;
                                    is_verified?: boolean | null;
                                    is_private?: boolean | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason?: ({
                                    /** @description The network's reason type (app.bsky.feed.defs#reasonRepost or #reasonPin). */
                                    $type: string;
                                    /** @description Who reposted it. */
                                    by?: ({
                                        platform: string;
                                        username: string;
                                        platform_id: string;
                                        full_name: string;
                                        profile_pic_url?: string | null;
                                        is_verified: boolean;
                                        is_private: boolean;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    indexed_at?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                thread_meta?: ({
                                    root_uri?: string | null;
                                    parent_uri?: string | null;
                                    opThread?: boolean | null;
                                    moreParents?: boolean | null;
                                    moreReplies?: number | null;
                                    hiddenByThreadgate?: boolean | null;
                                    mutedByViewer?: boolean | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                extra?: ({
                                    cid: string;
                                    post_url: string;
                                    reposts: number;
                                    quotes: number;
                                    bookmarks: number;
                                    langs: string[];
                                    /** @description Raw upstream: the post's rich-text facets, as the network gives them. */
                                    facets: unknown;
                                    labels: string[];
                                    image_urls: string[];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                /** @description On posts. */
                                replies?: Record<string, never>[] | null;
                            } & {
                                [key: string]: unknown;
                            };
                            parents: ({
                                depth: number;
                                availability: string;
                                /** @description On markers: the network's item type. */
                                $type?: string | null;
                                /** @description On markers. */
                                uri?: string | null;
                                platform?: string | null;
                                platform_post_id?: string | null;
                                shortcode?: string | null;
                                caption?: string | null;
                                likes?: number | null;
                                comments?: number | null;
                                posted_at?: string | null;
                                is_video?: boolean | null;
                                image_url?: string | null;
                                video_url?: string | null;
                                /** @description On a marker, only its platform_id (when the network gave it). */
                                author?: ({
                                    platform_id: string;
                                    platform?: string | null;
                                    username?: string | null;
                                    full_name?: string | null;
                                    profile_pic_url?: string | null;
                                    is_verified?: boolean | null;
                                    is_private?: boolean | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason?: ({
                                    /** @description The network's reason type (app.bsky.feed.defs#reasonRepost or #reasonPin). */
                                    $type: string;
                                    /** @description Who reposted it. */
                                    by?: ({
                                        platform: string;
                                        username: string;
                                        platform_id: string;
                                        full_name: string;
                                        profile_pic_url?: string | null;
                                        is_verified: boolean;
                                        is_private: boolean;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    indexed_at?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                thread_meta?: ({
                                    root_uri?: string | null;
                                    parent_uri?: string | null;
                                    opThread?: boolean | null;
                                    moreParents?: boolean | null;
                                    moreReplies?: number | null;
                                    hiddenByThreadgate?: boolean | null;
                                    mutedByViewer?: boolean | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                extra?: ({
                                    cid: string;
                                    post_url: string;
                                    reposts: number;
                                    quotes: number;
                                    bookmarks: number;
                                    langs: string[];
                                    /** @description Raw upstream: the post's rich-text facets, as the network gives them. */
                                    facets: unknown;
                                    labels: string[];
                                    image_urls: string[];
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                /** @description On posts. */
                                replies?: Record<string, never>[] | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            hasOtherReplies: boolean;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "openfeed.profile": {
        parameters: {
            query: {
                handle: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The profile exactly as the contract's REST payload gives it. */
                        data: {
                            profile: {
                                platform: string;
                                username: string;
                                /** @description The account's DID. */
                                platform_id: string;
                                full_name: string;
                                biography: string;
                                profile_pic_url?: string | null;
                                followers: number;
                                following: number;
                                posts_count: number;
                                is_verified: boolean;
                                /** @description Hidden from logged-out viewers (the !no-unauthenticated label). */
                                is_private: boolean;
                                extra: {
                                    /** @description True when the network left counts out (a profile it has not fully indexed). */
                                    sparse: boolean;
                                    banner_url?: string | null;
                                    /** @description As the network gives it. */
                                    created_at?: string | null;
                                    /** @description As the network gives it. */
                                    indexed_at?: string | null;
                                    verification?: ({
                                        verifiedStatus?: string | null;
                                        trustedVerifierStatus?: string | null;
                                        /** @description Raw upstream: the network's verification records, as it gives them. */
                                        verifications?: unknown;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    associated: {
                                        lists: number;
                                        feedgens: number;
                                        starterPacks: number;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    labels: string[];
                                    pinned_post?: ({
                                        uri: string;
                                        cid: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobs.status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            /** @description queued, running, payment-required, ready or failed */
                            status: string;
                            status_url: string;
                            results_url: string;
                            /** @description What the job costs: charged once when it becomes ready. */
                            cost: string;
                            item_count: number | null;
                            error: string | null;
                            total: number;
                            done_count: number;
                            failed_count: number;
                            /** Format: date-time */
                            created_at: string;
                            started_at: string | null;
                            finished_at: string | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobs.results": {
        parameters: {
            query?: {
                /** @description next_cursor of the previous page of the same operation with the same arguments. Opaque and signed: bound to the request that returned it; never construct or alter one (any other value is a 400). */
                cursor?: string;
            };
            header?: never;
            path: {
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A page of results, at most 3 MiB; pass nextCursor until complete. Free to poll. */
                        data: {
                            batch_id: string;
                            results: ({
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "photonet.user_feed";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    id: string;
                                    shortcode: string;
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    /** Format: date-time */
                                    posted_at: string;
                                    /** @description image, video or carousel */
                                    media_type: string;
                                    is_video: boolean;
                                    image_url?: string | null;
                                    video_url?: string | null;
                                    post_url: string;
                                    /** @description The owner's username. */
                                    owner: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "photonet.usertags_feed";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    id: string;
                                    shortcode: string;
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    /** Format: date-time */
                                    posted_at: string;
                                    /** @description image, video or carousel */
                                    media_type: string;
                                    is_video: boolean;
                                    image_url?: string | null;
                                    video_url?: string | null;
                                    post_url: string;
                                    /** @description The owner's username. */
                                    owner: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "photonet.post_comments";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    comment_id: string;
                                    /** @description The author's username. */
                                    author: string;
                                    author_id: string;
                                    author_verified: boolean;
                                    text: string;
                                    likes: number;
                                    /** Format: date-time */
                                    posted_at: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "photonet.popular_search_media";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    id: string;
                                    shortcode: string;
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    /** Format: date-time */
                                    posted_at: string;
                                    /** @description image, video or carousel */
                                    media_type: string;
                                    is_video: boolean;
                                    image_url?: string | null;
                                    video_url?: string | null;
                                    post_url: string;
                                    /** @description The owner's username. */
                                    owner: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "photonet.loggedout_timeline";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    id: string;
                                    shortcode: string;
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    /** Format: date-time */
                                    posted_at: string;
                                    /** @description image, video or carousel */
                                    media_type: string;
                                    is_video: boolean;
                                    image_url?: string | null;
                                    video_url?: string | null;
                                    post_url: string;
                                    /** @description The owner's username. */
                                    owner: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "photonet.followers";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    user_id: string;
                                    username: string;
                                    full_name: string;
                                    profile_pic_url: string;
                                    is_verified: boolean;
                                    is_private: boolean;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "photonet.following";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    user_id: string;
                                    username: string;
                                    full_name: string;
                                    profile_pic_url: string;
                                    is_verified: boolean;
                                    is_private: boolean;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "jobnet.company_jobs";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    job_id: string;
                                    title: string;
                                    company: {
                                        company_id: string;
                                        slug: string;
                                        name: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    location: {
                                        location_id: string;
                                        name: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    /** @description on_site, remote or hybrid */
                                    workplace_type?: string | null;
                                    /** @description full_time, part_time, contract, temporary, internship, volunteer or other */
                                    job_type?: string | null;
                                    /** @description internship, entry, associate, mid_senior, director or executive */
                                    seniority?: string | null;
                                    function: string;
                                    /** Format: date-time */
                                    posted_at: string;
                                    /** @description Applicants so far; null when the posting does not say. */
                                    applicants?: number | null;
                                    salary?: ({
                                        min: number;
                                        max: number;
                                        currency: string;
                                        /** @description yearly, monthly or hourly */
                                        period: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    easy_apply: boolean;
                                    url: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "jobnet.jobs_search";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    job_id: string;
                                    title: string;
                                    company: {
                                        company_id: string;
                                        slug: string;
                                        name: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    location: {
                                        location_id: string;
                                        name: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                    /** @description on_site, remote or hybrid */
                                    workplace_type?: string | null;
                                    /** @description full_time, part_time, contract, temporary, internship, volunteer or other */
                                    job_type?: string | null;
                                    /** @description internship, entry, associate, mid_senior, director or executive */
                                    seniority?: string | null;
                                    function: string;
                                    /** Format: date-time */
                                    posted_at: string;
                                    /** @description Applicants so far; null when the posting does not say. */
                                    applicants?: number | null;
                                    salary?: ({
                                        min: number;
                                        max: number;
                                        currency: string;
                                        /** @description yearly, monthly or hourly */
                                        period: string;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                    easy_apply: boolean;
                                    url: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "clipnet.live.user.followers";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    /** @description Always clipnet. */
                                    platform: string;
                                    /** @description The numeric user id. */
                                    user_id: string;
                                    /** @description The stable secure user id (MS4wLjABAAAA…). */
                                    sec_uid: string;
                                    handle: string;
                                    nickname: string;
                                    bio: string;
                                    avatar_url: string;
                                    verified: boolean;
                                    private: boolean;
                                    region?: string | null;
                                    followers: number;
                                    following: number;
                                    /** @description Likes received on all videos. */
                                    likes: number;
                                    video_count: number;
                                    profile_url: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "clipnet.live.user.following";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    /** @description Always clipnet. */
                                    platform: string;
                                    /** @description The numeric user id. */
                                    user_id: string;
                                    /** @description The stable secure user id (MS4wLjABAAAA…). */
                                    sec_uid: string;
                                    handle: string;
                                    nickname: string;
                                    bio: string;
                                    avatar_url: string;
                                    verified: boolean;
                                    private: boolean;
                                    region?: string | null;
                                    followers: number;
                                    following: number;
                                    /** @description Likes received on all videos. */
                                    likes: number;
                                    video_count: number;
                                    profile_url: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "clipnet.live.video.comments";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    comment_id: string;
                                    video_id: string;
                                    text: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    likes: number;
                                    /** @description How many replies it has. */
                                    replies: number;
                                    author: {
                                        user_id: string;
                                        handle: string;
                                        nickname: string;
                                        avatar_url?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "clipnet.live.hashtag";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    /** @description Always clipnet. */
                                    platform: string;
                                    video_id: string;
                                    /** @description The creator's handle. */
                                    handle: string;
                                    author_id: string;
                                    description: string;
                                    /** Format: date-time */
                                    created_at: string;
                                    duration_seconds: number;
                                    /** @description The cover image (a signed URL that expires; a permanent mirror on stored reads where a copy is held). */
                                    image_url: string;
                                    /** @description The video (a signed URL that expires; never mirrored). */
                                    video_url: string;
                                    url: string;
                                    views: number;
                                    likes: number;
                                    comments: number;
                                    shares: number;
                                    saves: number;
                                    hashtags: string[];
                                    /** @description Handles the description mentions. */
                                    mentions: string[];
                                    music: {
                                        music_id: string;
                                        title: string;
                                        author: string;
                                        original: boolean;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "videonet.channel_videos";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    video_id: string;
                                    title: string;
                                    channel_id?: string | null;
                                    channel_title?: string | null;
                                    published_at?: string | null;
                                    /** @description As the network writes it: 3 weeks ago, Streamed 2 days ago. */
                                    published_text?: string | null;
                                    duration_seconds?: number | null;
                                    view_count?: number | null;
                                    thumb_url?: string | null;
                                    is_short: boolean;
                                    is_live: boolean;
                                    was_live: boolean;
                                    video_url: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "videonet.channel_shorts";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    video_id: string;
                                    title: string;
                                    channel_id?: string | null;
                                    channel_title?: string | null;
                                    published_at?: string | null;
                                    /** @description As the network writes it: 3 weeks ago, Streamed 2 days ago. */
                                    published_text?: string | null;
                                    duration_seconds?: number | null;
                                    view_count?: number | null;
                                    thumb_url?: string | null;
                                    is_short: boolean;
                                    is_live: boolean;
                                    was_live: boolean;
                                    video_url: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            } | {
                                index: number;
                                /**
                                 * @description The operation the job runs (its network's name first), which says the kind of its items.
                                 * @constant
                                 */
                                operation: "videonet.channel_lives";
                                /** @description The submitted arguments. */
                                args: {
                                    [key: string]: string | number | boolean | null;
                                };
                                status: string;
                                /** @description The items as JSON: normalised items, or the upstream's own when the job was submitted with getRaw. */
                                items: (({
                                    video_id: string;
                                    title: string;
                                    channel_id?: string | null;
                                    channel_title?: string | null;
                                    published_at?: string | null;
                                    /** @description As the network writes it: 3 weeks ago, Streamed 2 days ago. */
                                    published_text?: string | null;
                                    duration_seconds?: number | null;
                                    view_count?: number | null;
                                    thumb_url?: string | null;
                                    is_short: boolean;
                                    is_live: boolean;
                                    was_live: boolean;
                                    video_url: string;
                                } & {
                                    [key: string]: unknown;
                                }) | {
                                    [key: string]: unknown;
                                })[];
                            })[];
                            next_cursor: string | null;
                            complete: boolean;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413ResultItemTooLarge"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobs.cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Cancels a job that has not finished: it fails with error cancelled, is never charged and delivers no results. Free. */
                        data: {
                            batch_id: string;
                            /** @description queued, running, payment-required, ready or failed */
                            status: string;
                            status_url: string;
                            results_url: string;
                            /** @description What the job costs: charged once when it becomes ready. */
                            cost: string;
                            item_count: number | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            409: components["responses"]["Error409JobFinished"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.dm.sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The caller's live sessions (identities still held), newest first. Cost: $0.0005. */
                            sessions: {
                                session_id: string;
                                /** @description The sending identity the session holds. */
                                identity: string;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.dm.create_session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Claims a free sending identity (503 dm_sending_paused when none is free). Not idempotent. Free. */
                        data: {
                            session_id: string;
                            /** @description The sending identity the session holds. */
                            identity: string;
                            /** Format: date-time */
                            created_at: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrDmSendingPaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.dm.send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                    text: string;
                    client_token?: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Sends `text` to `to` (an @handle, profile URL or numeric user id) from the session's identity, opening the
                         *     conversation on first contact. At most once per (conversation, clientToken): a replay returns the original outcome
                         *     with deduplicated true and costs nothing. Cost: $0.02.
                         */
                        data: {
                            conversation_id: number;
                            session_id: string;
                            recipient: string;
                            sent: {
                                message_id: number | null;
                                client_token: string;
                                /** @description sent, operation_in_progress or delivery_unknown */
                                state: string;
                                deduplicated: boolean;
                                sent_at: string | null;
                            };
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            409: components["responses"]["Error409EngageSessionRevoked"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrDmSendingPausedOrUpstreamUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.dm.conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Every thread the caller started, across identities, recent activity first. Cost: $0.0005. */
                            conversations: {
                                conversation_id: number;
                                session_id: string;
                                recipient: string;
                                /** @description True once the thread's identity was released: readable, but no replies or refreshes. */
                                revoked: boolean;
                                message_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                last_activity_at: string;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.dm.conversation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            conversation_id: number;
                            session_id: string;
                            recipient: string;
                            /** @description True once the thread's identity was released: readable, but no replies or refreshes. */
                            revoked: boolean;
                            message_count: number;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            last_activity_at: string;
                            /** @description The whole history, oldest first. */
                            messages: {
                                message_id: number;
                                /** @description outbound or inbound */
                                direction: string;
                                text: string;
                                /** @description Outbound only: sent, operation_in_progress or delivery_unknown. */
                                state: string | null;
                                client_token: string | null;
                                via_request_tray: boolean;
                                /** Format: date-time */
                                sent_at: string;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.dm.reply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversation_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    client_token?: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A follow-up on the thread's own identity, at most once per clientToken. Cost: $0.02 (replays free). */
                        data: {
                            conversation_id: number;
                            session_id: string;
                            recipient: string;
                            sent: {
                                message_id: number | null;
                                client_token: string;
                                /** @description sent, operation_in_progress or delivery_unknown */
                                state: string;
                                deduplicated: boolean;
                                sent_at: string | null;
                            };
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            409: components["responses"]["Error409EngageSessionRevoked"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrUpstreamUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "photonet.dm.refresh": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversation_id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Polls the thread's inbox and message-request tray and records new replies. Cost: $0.001. */
                        data: {
                            conversation_id: number;
                            new_messages: {
                                message_id: number;
                                /** @description outbound or inbound */
                                direction: string;
                                text: string;
                                /** @description Outbound only: sent, operation_in_progress or delivery_unknown. */
                                state: string | null;
                                client_token: string | null;
                                via_request_tray: boolean;
                                /** Format: date-time */
                                sent_at: string;
                            }[];
                            message_count: number;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            409: components["responses"]["Error409EngageSessionRevoked"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrUpstreamUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "linkinbio.live.page": {
        parameters: {
            query: {
                /** @description The page, http(s), at most 2048 characters: https://linktr.ee/<handle>, https://beacons.ai/<handle>, https://stan.store/<handle>, https://<name>.carrd.co/, or any other page (read as a generic page). */
                url: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description The URL asked for. */
                            url: string;
                            /** @description The URL that answered, after redirects. */
                            final_url: string;
                            /** @enum {string} */
                            provider: "linktree" | "beacons" | "stan" | "carrd" | "generic";
                            /** @description The page's handle on its provider (a carrd.co site's name); null on generic pages. */
                            handle: string | null;
                            display_name: string | null;
                            bio: string | null;
                            avatar_url: string | null;
                            /** @description Every outbound link (http, https or mailto), absolute, tracking redirects unwrapped, deduplicated, in page order. */
                            links: {
                                url: string;
                                /** @description The link's text or aria-label; null when it has none. */
                                label: string | null;
                            }[];
                            /** @description Lower case, deduplicated: from mailto links, the text, and written-out forms such as name [at] domain [dot] com. */
                            emails: string[];
                            /** @description Accounts on social hosts the page links to. */
                            socials: {
                                /** @description The account host's registrable domain (example-social.com). */
                                platform: string;
                                handle: string;
                                url: string;
                            }[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "crawl.web_scraping_api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description An http(s) URL of a public page.
                     */
                    url: string;
                    render?: boolean;
                    /** @enum {string} */
                    format?: "html" | "text" | "markdown" | "metadata";
                    /** @description Name (1-64 of A-Z a-z 0-9 _ -) to CSS selector; each answers the text of its first match. */
                    selectors?: {
                        [key: string]: string;
                    };
                    /** @description Request headers, only accept-language and referer. */
                    headers?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The URL asked for. */
                            url: string;
                            /** @description The URL that answered, after redirects. */
                            final_url: string;
                            status: number;
                            /** @description Each redirect followed, in order. */
                            redirects: {
                                url: string;
                                status: number;
                            }[];
                            content_type: string;
                            title: string | null;
                            /** @enum {string} */
                            format: "html" | "text" | "markdown" | "metadata";
                            /** @description The page in the format asked for; null for metadata. */
                            content: string | null;
                            /** @description The page's metadata; null unless the format is metadata. */
                            metadata: {
                                title: string | null;
                                description: string | null;
                                canonical_url: string | null;
                                language: string | null;
                                /** @description og:* properties by name without the prefix. */
                                open_graph: unknown;
                                /** @description twitter:* properties by name without the prefix. */
                                twitter: unknown;
                                /** @description Absolute URLs of the page's icons. */
                                icons: string[];
                            } | null;
                            /** @description The text of each selector's first match by name (null when nothing matched); null without selectors. */
                            extracted: unknown;
                            /** Format: date-time */
                            fetched_at: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "intelligence.contact.fast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    network: string;
                    /** @description A username, @handle or profile URL on the network. */
                    q: string;
                    /** @enum {string} */
                    goal?: "collaboration" | "sales" | "press" | "support";
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description In discovery order. */
                            emails: {
                                email: string;
                                /** @description collab, support, personal, corporate_sales, press or other. */
                                category: string;
                                /** @description recommended, possible or not_recommended, for the outreach goal. */
                                contact_relevance: string;
                                /** @description Confidence stated by the method (where and how the address was written); not calibrated. */
                                reliability: number;
                                source_url: string;
                                /** @description official_profile, official_site, link_in_bio, marketplace_or_store, third_party or unknown. */
                                source_type: string;
                                evidence: string;
                                verification: {
                                    /** @description deliverable, undeliverable, risky, unknown or unverified. */
                                    status: string;
                                    /** @description smtp, dns, none or an external vendor's name. */
                                    provider: string;
                                    vendor_status: string | null;
                                    sub_status: string | null;
                                    /** @description mx_present, implicit_mx, null_mx, no_domain, no_route or dns_error. */
                                    dns: string;
                                    /** @description Only on unverified: key_missing, vendor_paused, overflow or vendor_<class>. */
                                    reason: string | null;
                                    /** Format: date-time */
                                    checked_at: string;
                                } | null;
                            }[];
                            social_accounts: {
                                /** @description Our network's name where the account is one of its profiles, else the registrable domain of its host. */
                                platform: string;
                                url: string;
                                handle: string;
                            }[];
                            /** @description True when stored contacts were served without a new run. */
                            cached: boolean;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "intelligence.contact.complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    network: string;
                    /** @description A username, @handle or profile URL on the network. */
                    q: string;
                    /** @enum {string} */
                    goal?: "collaboration" | "sales" | "press" | "support";
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description In discovery order. */
                            emails: {
                                email: string;
                                /** @description collab, support, personal, corporate_sales, press or other. */
                                category: string;
                                /** @description recommended, possible or not_recommended, for the outreach goal. */
                                contact_relevance: string;
                                /** @description Confidence stated by the method (where and how the address was written); not calibrated. */
                                reliability: number;
                                source_url: string;
                                /** @description official_profile, official_site, link_in_bio, marketplace_or_store, third_party or unknown. */
                                source_type: string;
                                evidence: string;
                                verification: {
                                    /** @description deliverable, undeliverable, risky, unknown or unverified. */
                                    status: string;
                                    /** @description smtp, dns, none or an external vendor's name. */
                                    provider: string;
                                    vendor_status: string | null;
                                    sub_status: string | null;
                                    /** @description mx_present, implicit_mx, null_mx, no_domain, no_route or dns_error. */
                                    dns: string;
                                    /** @description Only on unverified: key_missing, vendor_paused, overflow or vendor_<class>. */
                                    reason: string | null;
                                    /** Format: date-time */
                                    checked_at: string;
                                } | null;
                            }[];
                            social_accounts: {
                                /** @description Our network's name where the account is one of its profiles, else the registrable domain of its host. */
                                platform: string;
                                url: string;
                                handle: string;
                            }[];
                            /** @description True when stored contacts were served without a new run. */
                            cached: boolean;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "intelligence.contact.stored": {
        parameters: {
            query: {
                network: string;
                /** @description A username, @handle or profile URL on the network. */
                q: string;
                goal?: "collaboration" | "sales" | "press" | "support";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description In discovery order. */
                            emails: {
                                email: string;
                                /** @description collab, support, personal, corporate_sales, press or other. */
                                category: string;
                                /** @description recommended, possible or not_recommended, for the outreach goal. */
                                contact_relevance: string;
                                /** @description Confidence stated by the method (where and how the address was written); not calibrated. */
                                reliability: number;
                                source_url: string;
                                /** @description official_profile, official_site, link_in_bio, marketplace_or_store, third_party or unknown. */
                                source_type: string;
                                evidence: string;
                                verification: {
                                    /** @description deliverable, undeliverable, risky, unknown or unverified. */
                                    status: string;
                                    /** @description smtp, dns, none or an external vendor's name. */
                                    provider: string;
                                    vendor_status: string | null;
                                    sub_status: string | null;
                                    /** @description mx_present, implicit_mx, null_mx, no_domain, no_route or dns_error. */
                                    dns: string;
                                    /** @description Only on unverified: key_missing, vendor_paused, overflow or vendor_<class>. */
                                    reason: string | null;
                                    /** Format: date-time */
                                    checked_at: string;
                                } | null;
                            }[];
                            social_accounts: {
                                /** @description Our network's name where the account is one of its profiles, else the registrable domain of its host. */
                                platform: string;
                                url: string;
                                handle: string;
                            }[];
                            /** @description True when stored contacts were served without a new run. */
                            cached: boolean;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "intelligence.enrichment": {
        parameters: {
            query: {
                network: string;
                /** @description A username, @handle or profile URL on the network. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The bundle as REST answers it (snake_case, null fields omitted). */
                        data: {
                            entity_type: string;
                            account_role: string;
                            primary_niche: string;
                            sub_niches: string[];
                            /** @description Weighted tags from the profile's hashtags and topics, strongest first; null when there are none. */
                            content_tags?: ({
                                tag: string;
                                /** @description 0 to 1. */
                                weight?: (number | string) | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            commercial_intent?: string | null;
                            brand_safety?: string | null;
                            content_style?: string | null;
                            gender?: string | null;
                            age_range?: string | null;
                            profession?: string | null;
                            tagline?: string | null;
                            collab_readiness?: boolean | null;
                            country?: string | null;
                            primary_language?: string | null;
                            state_or_region?: string | null;
                            city?: string | null;
                            languages: string[];
                            bio_summary: string;
                            content_summary: string;
                            audience_summary: string;
                            brand_fit_summary: string;
                            /** @description What was read: profile, posts. */
                            sources: string[];
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "intelligence.custom.content": {
        parameters: {
            query: {
                network?: string;
                post_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            post_id: number;
                            language: string | null;
                            /** @description positive, neutral or negative. */
                            sentiment: string;
                            sentiment_score: number;
                            topics: string[];
                            hashtags: string[];
                            mentioned_accounts: string[];
                            brands: string[];
                            sponsorship: {
                                is_sponsored: boolean;
                                /** @description The signals seen: the paid-partnership flag, disclosure hashtags, phrases. */
                                signals: string[];
                            };
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.live.company": {
        parameters: {
            query?: {
                /** @description A company page: https://www.linkedin.com/company/<slug>/ (www. or m. allowed; a tab such as /jobs/ may follow). */
                url?: string;
                /** @description The company slug, as in linkedin.com/company/<slug>/ (case-insensitive). */
                slug?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description The network's numeric company id. */
                            company_id: string;
                            /** @description Its slug: the page is linkedin.com/company/<slug>/. */
                            slug: string;
                            name: string;
                            tagline: string | null;
                            description: string | null;
                            industry: string | null;
                            /** @description public_company, privately_held, nonprofit, partnership, government_agency, educational or self_employed */
                            company_type: string | null;
                            /** @description The staff count range the page shows, e.g. 1001-5000 or 10001+. */
                            company_size: string;
                            employee_count: number;
                            follower_count: number;
                            headquarters: {
                                city: string;
                                region: string | null;
                                /** @description Two-letter country code. */
                                country: string;
                                postal_code: string | null;
                                /** @description The place id of its city. */
                                location_id: string;
                            } | null;
                            founded_year: number | null;
                            website: string | null;
                            specialties: string[];
                            logo_url: string | null;
                            cover_url: string | null;
                            is_verified: boolean;
                            /** @description The company page's address. */
                            url: string;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.live.company_job_counts": {
        parameters: {
            query?: {
                /** @description A company page: https://www.linkedin.com/company/<slug>/ (www. or m. allowed; a tab such as /jobs/ may follow). */
                url?: string;
                /** @description The company slug, as in linkedin.com/company/<slug>/ (case-insensitive). */
                slug?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            company_id: string;
                            slug: string;
                            total_open_jobs: number;
                            by_function: {
                                name: string;
                                count: number;
                            }[];
                            by_seniority: {
                                /** @description internship, entry, associate, mid_senior, director or executive */
                                seniority: string | null;
                                count: number;
                            }[];
                            by_location: {
                                location_id: string;
                                name: string;
                                count: number;
                            }[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.live.company_member_stats": {
        parameters: {
            query?: {
                /** @description A company page: https://www.linkedin.com/company/<slug>/ (www. or m. allowed; a tab such as /jobs/ may follow). */
                url?: string;
                /** @description The company slug, as in linkedin.com/company/<slug>/ (case-insensitive). */
                slug?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            company_id: string;
                            slug: string;
                            headcount: number;
                            /**
                             * Format: date-time
                             * @description When the statistics were computed.
                             */
                            as_of: string;
                            by_function: {
                                name: string;
                                count: number;
                                share: number;
                            }[];
                            by_seniority: {
                                seniority: string | null;
                                count: number;
                                share: number;
                            }[];
                            by_location: {
                                location_id: string;
                                name: string;
                                count: number;
                                share: number;
                            }[];
                            growth: {
                                six_months: number | null;
                                one_year: number | null;
                                two_years: number | null;
                                /** @description Headcount at the start of each month, oldest first. */
                                history: {
                                    /** @description YYYY-MM */
                                    month: string;
                                    headcount: number;
                                }[];
                            };
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.live.company_dossier": {
        parameters: {
            query?: {
                /** @description A company page: https://www.linkedin.com/company/<slug>/ (www. or m. allowed; a tab such as /jobs/ may follow). */
                url?: string;
                /** @description The company slug, as in linkedin.com/company/<slug>/ (case-insensitive). */
                slug?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            slug: string;
                            page: {
                                /** @enum {string} */
                                status: "ok" | "failed";
                                /** @description db or live; null when failed */
                                source: string | null;
                                fetched_at: string | null;
                                /** @description What the part was charged: its operation's price, $0.0000 when failed. */
                                cost: string;
                                error: {
                                    code: string;
                                    status: number;
                                    message: string;
                                    /** @description Seconds, on rate_limited and source_paused. */
                                    retry_after: number | null;
                                } | null;
                                data: {
                                    /** @description The network's numeric company id. */
                                    company_id: string;
                                    /** @description Its slug: the page is linkedin.com/company/<slug>/. */
                                    slug: string;
                                    name: string;
                                    tagline: string | null;
                                    description: string | null;
                                    industry: string | null;
                                    /** @description public_company, privately_held, nonprofit, partnership, government_agency, educational or self_employed */
                                    company_type: string | null;
                                    /** @description The staff count range the page shows, e.g. 1001-5000 or 10001+. */
                                    company_size: string;
                                    employee_count: number;
                                    follower_count: number;
                                    headquarters: {
                                        city: string;
                                        region: string | null;
                                        /** @description Two-letter country code. */
                                        country: string;
                                        postal_code: string | null;
                                        /** @description The place id of its city. */
                                        location_id: string;
                                    } | null;
                                    founded_year: number | null;
                                    website: string | null;
                                    specialties: string[];
                                    logo_url: string | null;
                                    cover_url: string | null;
                                    is_verified: boolean;
                                    /** @description The company page's address. */
                                    url: string;
                                } | null;
                            };
                            job_counts: {
                                /** @enum {string} */
                                status: "ok" | "failed";
                                source: string | null;
                                fetched_at: string | null;
                                cost: string;
                                error: {
                                    code: string;
                                    status: number;
                                    message: string;
                                    /** @description Seconds, on rate_limited and source_paused. */
                                    retry_after: number | null;
                                } | null;
                                data: {
                                    company_id: string;
                                    slug: string;
                                    total_open_jobs: number;
                                    by_function: {
                                        name: string;
                                        count: number;
                                    }[];
                                    by_seniority: {
                                        /** @description internship, entry, associate, mid_senior, director or executive */
                                        seniority: string | null;
                                        count: number;
                                    }[];
                                    by_location: {
                                        location_id: string;
                                        name: string;
                                        count: number;
                                    }[];
                                } | null;
                            };
                            member_stats: {
                                /** @enum {string} */
                                status: "ok" | "failed";
                                source: string | null;
                                fetched_at: string | null;
                                cost: string;
                                error: {
                                    code: string;
                                    status: number;
                                    message: string;
                                    /** @description Seconds, on rate_limited and source_paused. */
                                    retry_after: number | null;
                                } | null;
                                data: {
                                    company_id: string;
                                    slug: string;
                                    headcount: number;
                                    /**
                                     * Format: date-time
                                     * @description When the statistics were computed.
                                     */
                                    as_of: string;
                                    by_function: {
                                        name: string;
                                        count: number;
                                        share: number;
                                    }[];
                                    by_seniority: {
                                        seniority: string | null;
                                        count: number;
                                        share: number;
                                    }[];
                                    by_location: {
                                        location_id: string;
                                        name: string;
                                        count: number;
                                        share: number;
                                    }[];
                                    growth: {
                                        six_months: number | null;
                                        one_year: number | null;
                                        two_years: number | null;
                                        /** @description Headcount at the start of each month, oldest first. */
                                        history: {
                                            /** @description YYYY-MM */
                                            month: string;
                                            headcount: number;
                                        }[];
                                    };
                                } | null;
                            };
                            recent_jobs: {
                                /** @enum {string} */
                                status: "ok" | "failed";
                                source: string | null;
                                fetched_at: string | null;
                                cost: string;
                                error: {
                                    code: string;
                                    status: number;
                                    message: string;
                                    /** @description Seconds, on rate_limited and source_paused. */
                                    retry_after: number | null;
                                } | null;
                                data: {
                                    slug: string;
                                    total_open_jobs: number;
                                    job_count: number;
                                    jobs: {
                                        job_id: string;
                                        title: string;
                                        company: {
                                            company_id: string;
                                            slug: string;
                                            name: string;
                                        };
                                        location: {
                                            location_id: string;
                                            name: string;
                                        };
                                        /** @description on_site, remote or hybrid */
                                        workplace_type: string | null;
                                        /** @description full_time, part_time, contract, temporary, internship, volunteer or other */
                                        job_type: string | null;
                                        /** @description internship, entry, associate, mid_senior, director or executive */
                                        seniority: string | null;
                                        function: string;
                                        /** Format: date-time */
                                        posted_at: string;
                                        /** @description Applicants so far; null when the posting does not say. */
                                        applicants: number | null;
                                        salary: {
                                            min: number;
                                            max: number;
                                            currency: string;
                                            /** @description yearly, monthly or hourly */
                                            period: string;
                                        } | null;
                                        easy_apply: boolean;
                                        url: string;
                                    }[];
                                } | null;
                            };
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.company_jobs": {
        parameters: {
            query?: {
                /** @description A company page: https://www.linkedin.com/company/<slug>/ (www. or m. allowed). */
                url?: string;
                /** @description The company slug (case-insensitive). */
                slug?: string;
                /** @description Stop at items older than this: an RFC 3339 time, a date, or a relative age such as 7d or 12h. */
                since?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                source?: "auto" | "db" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.jobs_search": {
        parameters: {
            query?: {
                /** @description What to search for (title, skills, company). keywords, location_id or both are required. */
                keywords?: string;
                /** @description A place id from /v1/jobnet/live/locations/resolve. */
                location_id?: string;
                date_posted?: "any" | "past_24h" | "past_week" | "past_month";
                /** @description One or more of internship, entry, associate, mid_senior, director, executive, separated by commas. */
                seniority?: string;
                /** @description One or more of on_site, remote, hybrid, separated by commas. */
                remote?: string;
                /** @description One or more of full_time, part_time, contract, temporary, internship, volunteer, other, separated by commas. */
                job_type?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                source?: "auto" | "db" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.live.locations_resolve": {
        parameters: {
            query: {
                query: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            query: string;
                            location_count: number;
                            locations: {
                                /** @description The place id (locationId of jobnetJobSearch). */
                                location_id: string;
                                name: string;
                                /** @description country, region, metro or city */
                                type: string;
                                country_code: string;
                            }[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "jobnet.live.adlibrary_search": {
        parameters: {
            query?: {
                /** @description The advertiser's name. */
                advertiser?: string;
                query?: string;
                /** @description Where the ads ran: two uppercase letters; every country when absent. */
                country?: string;
                /** @description Ads that ran on or after this day (UTC), YYYY-MM-DD. */
                start_date?: string;
                /** @description Ads that ran on or before this day (UTC), YYYY-MM-DD; not before start_date. */
                end_date?: string;
                /** @description next_cursor of the previous ad library page of the same search: opaque, bound to that request; never construct one. */
                cursor?: string;
                /** @description true returns the compact ad projection (ad_archive_id, page_id, page_name, is_active, start_date, end_date, media_type, body, snapshot_url). */
                trim?: boolean;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            advertiser: string | null;
                            query: string | null;
                            country: string | null;
                            start_date: string | null;
                            end_date: string | null;
                            ad_count: number;
                            /** @description Ad records in the full form, or the compact projection with trim (the same forms as facenet's ad library). */
                            ads: unknown[];
                            /** @description Pass as cursor for the following page; null on the last page. */
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "notenet.live.explore": {
        parameters: {
            query?: {
                surface?: "explore";
                /** @description next_cursor of the previous explore page: opaque, bound to that request; never construct one. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description Always explore, the one surface served anonymously. */
                            surface: string;
                            /** @description How many notes the page holds. */
                            note_count: number;
                            notes: {
                                author: {
                                    /** @description Always notenet. */
                                    platform: string;
                                    /** @description The user's id, 24 hex characters. */
                                    platform_id: string;
                                    /** @description The stable user id (the network shows anonymous readers no handle). */
                                    username: string;
                                    /** @description The nickname. */
                                    full_name: string;
                                    profile_pic_url: string | null;
                                };
                                content: {
                                    /** @description Always notenet. */
                                    platform: string;
                                    /** @description The note id, 24 hex characters. */
                                    platform_post_id: string;
                                    /** @description The note id again, 24 hex characters. */
                                    shortcode: string;
                                    /** @description The note's text, topic tags as #hashtags. */
                                    caption: string;
                                    likes: number;
                                    comments: number;
                                    /** @description The first image (a video note's cover). */
                                    image_url: string | null;
                                    video_url: string | null;
                                    is_video: boolean;
                                    /** Format: date-time */
                                    posted_at: string;
                                    extra: {
                                        title: string;
                                        /** @enum {string} */
                                        note_type: "normal" | "video";
                                        /** @description Topic tags, without #. */
                                        tags: string[];
                                        /** @description How many readers saved the note to a collection. */
                                        collected: number;
                                        shares: number;
                                        /** @description Every image, in order (a video note's cover). */
                                        image_urls: string[];
                                        media: {
                                            /** @enum {string} */
                                            kind: "image" | "video";
                                            image_url: string;
                                            video_url: string | null;
                                            width: number;
                                            height: number;
                                        }[];
                                        /** @description Length of a video note in seconds; null for image notes. */
                                        video_duration: number | null;
                                        /** @description Where the author posted from, as the upstream shows it. */
                                        ip_location: string | null;
                                        updated_at: string | null;
                                        /** @description The note's public web address. */
                                        note_url: string;
                                    };
                                };
                            }[];
                            /** @description Pass as cursor for the following page; null on the last page. */
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePausedOrPipelinePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "notenet.live.note": {
        parameters: {
            query: {
                /** @description a note id: 24 lowercase hex characters. */
                note_id: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            author: {
                                /** @description Always notenet. */
                                platform: string;
                                /** @description The user's id, 24 hex characters. */
                                platform_id: string;
                                /** @description The stable user id (the network shows anonymous readers no handle). */
                                username: string;
                                /** @description The nickname. */
                                full_name: string;
                                profile_pic_url: string | null;
                            };
                            content: {
                                /** @description Always notenet. */
                                platform: string;
                                /** @description The note id, 24 hex characters. */
                                platform_post_id: string;
                                /** @description The note id again, 24 hex characters. */
                                shortcode: string;
                                /** @description The note's text, topic tags as #hashtags. */
                                caption: string;
                                likes: number;
                                comments: number;
                                /** @description The first image (a video note's cover). */
                                image_url: string | null;
                                video_url: string | null;
                                is_video: boolean;
                                /** Format: date-time */
                                posted_at: string;
                                extra: {
                                    title: string;
                                    /** @enum {string} */
                                    note_type: "normal" | "video";
                                    /** @description Topic tags, without #. */
                                    tags: string[];
                                    /** @description How many readers saved the note to a collection. */
                                    collected: number;
                                    shares: number;
                                    /** @description Every image, in order (a video note's cover). */
                                    image_urls: string[];
                                    media: {
                                        /** @enum {string} */
                                        kind: "image" | "video";
                                        image_url: string;
                                        video_url: string | null;
                                        width: number;
                                        height: number;
                                    }[];
                                    /** @description Length of a video note in seconds; null for image notes. */
                                    video_duration: number | null;
                                    /** @description Where the author posted from, as the upstream shows it. */
                                    ip_location: string | null;
                                    updated_at: string | null;
                                    /** @description The note's public web address. */
                                    note_url: string;
                                };
                            };
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePausedOrPipelinePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "notenet.note": {
        parameters: {
            query: {
                /** @description a note id: 24 lowercase hex characters. */
                note_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description 24 hex characters. */
                            note_id: string;
                            /** @description The author's user id, 24 hex characters. */
                            user_id: string;
                            title: string;
                            caption: string;
                            likes: number;
                            comments: number;
                            collected: number;
                            shares: number;
                            /** Format: date-time */
                            posted_at: string;
                            /** @enum {string} */
                            note_type: "normal" | "video";
                            is_video: boolean;
                            image_urls: string[];
                            video_url: string | null;
                            media: {
                                /** @enum {string} */
                                kind: "image" | "video";
                                image_url: string;
                                video_url: string | null;
                                width: number;
                                height: number;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "notenet.live.user": {
        parameters: {
            query: {
                /** @description a user id: 24 lowercase hex characters. */
                user_id: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "notenet.live.user_notes": {
        parameters: {
            query: {
                /** @description a user id: 24 lowercase hex characters. */
                user_id: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "notenet.live.search": {
        parameters: {
            query: {
                query: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.adlibrary_company_ads": {
        parameters: {
            query?: {
                pageId?: string;
                companyName?: string;
                /** @description Ad Library country: two uppercase letters (default US). */
                country?: string;
                status?: "ALL" | "ACTIVE" | "INACTIVE";
                media_type?: "ALL" | "IMAGE" | "VIDEO" | "MEME" | "IMAGE_AND_MEME" | "NONE";
                sort_by?: "relevancy_monthly_grouped";
                /** @description next_cursor of the previous adlibrary/company/ads page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                /** @description true returns the compact ad projection (ad_archive_id, page_id, page_name, is_active, start_date, body, snapshot_url). */
                trim?: boolean;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description The advertiser's page id (company ads); null on an ad search. */
                            page_id?: string | null;
                            /** @description The advertiser's page name (company ads); null on an ad search. */
                            page_name?: string | null;
                            /** @description The query (ad search); null on company ads. */
                            query?: string | null;
                            country: string;
                            status: string;
                            media_type: string;
                            ad_count: number;
                            ads: ({
                                ad_archive_id: string;
                                page_id: string;
                                page_name: string;
                                page_profile_url?: string | null;
                                is_active: boolean;
                                /** @description ISO 8601. */
                                start_date: string;
                                /** @description ISO 8601; null while the ad runs. */
                                end_date?: string | null;
                                /** @description When the ad was created (ISO 8601), where the network says. */
                                created_at?: string | null;
                                country?: string | null;
                                publisher_platforms?: string[] | null;
                                /** @description IMAGE, VIDEO, MEME, IMAGE_AND_MEME, NONE; UNKNOWN when the network does not say. */
                                media_type: string;
                                title?: string | null;
                                body: string;
                                cta_text?: string | null;
                                link_url?: string | null;
                                link_caption?: string | null;
                                link_description?: string | null;
                                languages?: string[] | null;
                                bylines?: string | null;
                                currency?: string | null;
                                /** @description Impressions as the range the network gives, where it gives one. */
                                impressions?: ({
                                    lower_bound?: (number | string) | null;
                                    upper_bound?: (number | string) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                /** @description Spend as the range the network gives (in currency), where it gives one. */
                                spend?: ({
                                    lower_bound?: (number | string) | null;
                                    upper_bound?: (number | string) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                estimated_audience_size?: ({
                                    lower_bound?: (number | string) | null;
                                    upper_bound?: (number | string) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                image_urls?: string[] | null;
                                video_url?: string | null;
                                /** @description How many ads share this creative. */
                                collation_count?: number | null;
                                /** @description The ad's public Ad Library page. */
                                snapshot_url: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description Pass as cursor for the following page; null on the last page. */
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.adlibrary_search_ads": {
        parameters: {
            query: {
                query: string;
                sort_by?: "relevancy_monthly_grouped";
                search_type?: "keyword_unordered";
                ad_type?: "all";
                /** @description Ad Library country: two uppercase letters (default US). */
                country?: string;
                status?: "ALL" | "ACTIVE" | "INACTIVE";
                media_type?: "ALL" | "IMAGE" | "VIDEO" | "MEME" | "IMAGE_AND_MEME" | "NONE";
                /** @description next_cursor of the previous adlibrary/search/ads page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                /** @description true returns the compact ad projection (ad_archive_id, page_id, page_name, is_active, start_date, body, snapshot_url). */
                trim?: boolean;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description The advertiser's page id (company ads); null on an ad search. */
                            page_id?: string | null;
                            /** @description The advertiser's page name (company ads); null on an ad search. */
                            page_name?: string | null;
                            /** @description The query (ad search); null on company ads. */
                            query?: string | null;
                            country: string;
                            status: string;
                            media_type: string;
                            ad_count: number;
                            ads: ({
                                ad_archive_id: string;
                                page_id: string;
                                page_name: string;
                                page_profile_url?: string | null;
                                is_active: boolean;
                                /** @description ISO 8601. */
                                start_date: string;
                                /** @description ISO 8601; null while the ad runs. */
                                end_date?: string | null;
                                /** @description When the ad was created (ISO 8601), where the network says. */
                                created_at?: string | null;
                                country?: string | null;
                                publisher_platforms?: string[] | null;
                                /** @description IMAGE, VIDEO, MEME, IMAGE_AND_MEME, NONE; UNKNOWN when the network does not say. */
                                media_type: string;
                                title?: string | null;
                                body: string;
                                cta_text?: string | null;
                                link_url?: string | null;
                                link_caption?: string | null;
                                link_description?: string | null;
                                languages?: string[] | null;
                                bylines?: string | null;
                                currency?: string | null;
                                /** @description Impressions as the range the network gives, where it gives one. */
                                impressions?: ({
                                    lower_bound?: (number | string) | null;
                                    upper_bound?: (number | string) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                /** @description Spend as the range the network gives (in currency), where it gives one. */
                                spend?: ({
                                    lower_bound?: (number | string) | null;
                                    upper_bound?: (number | string) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                estimated_audience_size?: ({
                                    lower_bound?: (number | string) | null;
                                    upper_bound?: (number | string) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                image_urls?: string[] | null;
                                video_url?: string | null;
                                /** @description How many ads share this creative. */
                                collation_count?: number | null;
                                /** @description The ad's public Ad Library page. */
                                snapshot_url: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            /** @description Pass as cursor for the following page; null on the last page. */
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.adlibrary_search_companies": {
        parameters: {
            query: {
                query: string;
                /** @description Ad Library country: two uppercase letters (default US). */
                country?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            query: string;
                            country: string;
                            company_count: number;
                            companies: ({
                                page_id: string;
                                name: string;
                                category?: string | null;
                                likes?: number | null;
                                verified?: boolean | null;
                                ig_username?: string | null;
                                profile_url?: string | null;
                                country?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.event_details": {
        parameters: {
            query?: {
                id?: string;
                /** @description https://www.facebook.com/events/<id>/ (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            event: {
                                event_id: string;
                                name?: string | null;
                                address?: string | null;
                                starts_at?: string | null;
                                ends_at?: string | null;
                                timezone?: string | null;
                                host_id?: string | null;
                                host_name?: string | null;
                                account_id?: string | null;
                                group_id?: string | null;
                                latitude?: (number | string) | null;
                                longitude?: (number | string) | null;
                                location_name?: string | null;
                                platform?: string | null;
                                is_online?: boolean | null;
                                description?: string | null;
                                going_count?: number | null;
                                interested_count?: number | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.events_search": {
        parameters: {
            query: {
                query: string;
                /** @description next_cursor of the previous events/search page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            query: string;
                            event_count: number;
                            events: ({
                                event_id: string;
                                name?: string | null;
                                address?: string | null;
                                starts_at?: string | null;
                                ends_at?: string | null;
                                timezone?: string | null;
                                host_id?: string | null;
                                host_name?: string | null;
                                account_id?: string | null;
                                group_id?: string | null;
                                latitude?: (number | string) | null;
                                longitude?: (number | string) | null;
                                location_name?: string | null;
                                platform?: string | null;
                                is_online?: boolean | null;
                                description?: string | null;
                                going_count?: number | null;
                                interested_count?: number | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.group_posts": {
        parameters: {
            query?: {
                /** @description https://www.facebook.com/groups/<slug or id>/ (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                group_id?: string;
                sort_by?: "TOP_POSTS";
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            group: {
                                group_id: string;
                                name?: string | null;
                                slug?: string | null;
                                privacy?: string | null;
                                platform?: string | null;
                                avatar_url?: string | null;
                                description?: string | null;
                                member_count?: number | null;
                                activity_count?: number | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                            sort_by: string;
                            posts: ({
                                id: string;
                                title?: string | null;
                                caption?: string | null;
                                content_type?: string | null;
                                is_video?: boolean | null;
                                likes?: number | null;
                                comments?: number | null;
                                shares?: number | null;
                                views?: number | null;
                                duration_ms?: number | null;
                                posted_at?: string | null;
                                group_id?: string | null;
                                owner_facebook_id?: string | null;
                                feedback_id?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.post": {
        parameters: {
            query: {
                /** @description https://www.facebook.com/<page>/posts/<id> (a post, video, photo or reel URL) (https on facebook.com, www., m. or web. allowed) */
                url: string;
                /** @description true adds the initial comments, read in the same session. */
                get_comments?: boolean;
                /** @description true adds the native transcript when the video has one. */
                get_transcript?: boolean;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            post: {
                                id: string;
                                title?: string | null;
                                caption?: string | null;
                                content_type?: string | null;
                                is_video?: boolean | null;
                                likes?: number | null;
                                comments?: number | null;
                                shares?: number | null;
                                views?: number | null;
                                duration_ms?: number | null;
                                posted_at?: string | null;
                                group_id?: string | null;
                                owner_facebook_id?: string | null;
                                feedback_id?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description The initial comments; null unless getComments was true. */
                            comments?: ({
                                id: string;
                                text?: string | null;
                                author_name?: string | null;
                                author_id?: string | null;
                                likes?: number | null;
                                created_at?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[] | null;
                            /** @description The native transcript; null unless getTranscript was true and the post has one. */
                            transcript?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.page": {
        parameters: {
            query?: {
                /** @description https://www.facebook.com/<page name or id> (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                page_id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            page: {
                                page_id: string;
                                name?: string | null;
                                username?: string | null;
                                platform?: string | null;
                                category?: string | null;
                                about?: string | null;
                                followers?: number | null;
                                likes?: number | null;
                                is_verified?: boolean | null;
                                profile_pic_url?: string | null;
                                website?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.page_posts": {
        parameters: {
            query?: {
                /** @description https://www.facebook.com/<page name or id> (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                page_id?: string;
                /** @description next_cursor of the previous page/posts page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            page_id: string;
                            posts: ({
                                id: string;
                                title?: string | null;
                                caption?: string | null;
                                content_type?: string | null;
                                is_video?: boolean | null;
                                likes?: number | null;
                                comments?: number | null;
                                shares?: number | null;
                                views?: number | null;
                                duration_ms?: number | null;
                                posted_at?: string | null;
                                group_id?: string | null;
                                owner_facebook_id?: string | null;
                                feedback_id?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.page_photos": {
        parameters: {
            query?: {
                /** @description https://www.facebook.com/<page name or id> (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                page_id?: string;
                /** @description next_cursor of the previous page/photos page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            page_id: string;
                            photos: ({
                                id: string;
                                image_url?: string | null;
                                caption?: string | null;
                                likes?: number | null;
                                comments?: number | null;
                                posted_at?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.page_reels": {
        parameters: {
            query?: {
                /** @description https://www.facebook.com/<page name or id> (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                page_id?: string;
                /** @description next_cursor of the previous page/reels page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            page_id: string;
                            reels: ({
                                id: string;
                                title?: string | null;
                                caption?: string | null;
                                content_type?: string | null;
                                is_video?: boolean | null;
                                likes?: number | null;
                                comments?: number | null;
                                shares?: number | null;
                                views?: number | null;
                                duration_ms?: number | null;
                                posted_at?: string | null;
                                group_id?: string | null;
                                owner_facebook_id?: string | null;
                                feedback_id?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.page_events": {
        parameters: {
            query?: {
                /** @description https://www.facebook.com/<page name or id> (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                page_id?: string;
                /** @description next_cursor of the previous page/events page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            page_id: string;
                            events: ({
                                event_id: string;
                                name?: string | null;
                                address?: string | null;
                                starts_at?: string | null;
                                ends_at?: string | null;
                                timezone?: string | null;
                                host_id?: string | null;
                                host_name?: string | null;
                                account_id?: string | null;
                                group_id?: string | null;
                                latitude?: (number | string) | null;
                                longitude?: (number | string) | null;
                                location_name?: string | null;
                                platform?: string | null;
                                is_online?: boolean | null;
                                description?: string | null;
                                going_count?: number | null;
                                interested_count?: number | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.group_details": {
        parameters: {
            query?: {
                /** @description https://www.facebook.com/groups/<slug or id>/ (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                group_id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            group: {
                                group_id: string;
                                name?: string | null;
                                slug?: string | null;
                                privacy?: string | null;
                                platform?: string | null;
                                avatar_url?: string | null;
                                description?: string | null;
                                member_count?: number | null;
                                activity_count?: number | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.reel": {
        parameters: {
            query: {
                /** @description https://www.facebook.com/reel/<id> (https on facebook.com, www., m. or web. allowed) */
                url: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            post: {
                                id: string;
                                title?: string | null;
                                caption?: string | null;
                                content_type?: string | null;
                                is_video?: boolean | null;
                                likes?: number | null;
                                comments?: number | null;
                                shares?: number | null;
                                views?: number | null;
                                duration_ms?: number | null;
                                posted_at?: string | null;
                                group_id?: string | null;
                                owner_facebook_id?: string | null;
                                feedback_id?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.video": {
        parameters: {
            query: {
                /** @description https://www.facebook.com/watch/?v=<id> (https on facebook.com, www., m. or web. allowed) */
                url: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            post: {
                                id: string;
                                title?: string | null;
                                caption?: string | null;
                                content_type?: string | null;
                                is_video?: boolean | null;
                                likes?: number | null;
                                comments?: number | null;
                                shares?: number | null;
                                views?: number | null;
                                duration_ms?: number | null;
                                posted_at?: string | null;
                                group_id?: string | null;
                                owner_facebook_id?: string | null;
                                feedback_id?: string | null;
                                canonical_url?: string | null;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.post_comments": {
        parameters: {
            query: {
                /** @description https://www.facebook.com/<page>/posts/<id> (https on facebook.com, www., m. or web. allowed) */
                url: string;
                /** @description next_cursor of the previous post/comments page with the same arguments: opaque, bound to that request; never construct one. */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            url: string;
                            comment_count: number;
                            comments: ({
                                id: string;
                                text?: string | null;
                                author_name?: string | null;
                                author_id?: string | null;
                                likes?: number | null;
                                created_at?: string | null;
                            } & {
                                [key: string]: unknown;
                            })[];
                            next_cursor?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.adlibrary_ad": {
        parameters: {
            query?: {
                id?: string;
                /** @description https://www.facebook.com/ads/library/?id=<id> (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                /** @description true returns the compact ad projection (ad_archive_id, page_id, page_name, is_active, start_date, body, snapshot_url). */
                trim?: boolean;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.adlibrary_ad_transcript": {
        parameters: {
            query?: {
                id?: string;
                /** @description https://www.facebook.com/ads/library/?id=<id> (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.events": {
        parameters: {
            query: {
                /** @description https://www.facebook.com/events/explore/<city>/<id>/ (legacy city URL) (https on facebook.com, www., m. or web. allowed) */
                url: string;
                time?: "today" | "this_week" | "next_week";
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.marketplace_item": {
        parameters: {
            query?: {
                id?: string;
                /** @description https://www.facebook.com/marketplace/item/<id>/ (https on facebook.com, www., m. or web. allowed) */
                url?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.marketplace_location_search": {
        parameters: {
            query: {
                query: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "facenet.live.marketplace_search": {
        parameters: {
            query: {
                query: string;
                /** @description lat: -90 to 90. */
                lat: string;
                /** @description lng: -180 to 180. */
                lng: string;
                radius_km?: number;
                min_price?: number;
                max_price?: number;
                count?: number;
                sort_by?: "suggested" | "distance_ascend" | "creation_time_descend" | "price_ascend" | "price_descend";
                delivery_method?: "all" | "local_pickup" | "shipping";
                condition?: "new" | "used_like_new" | "used_good" | "used_fair";
                date_listed?: "1" | "7" | "30" | "all" | "last_24_hours" | "last_7_days" | "last_30_days";
                availability?: "available" | "sold" | "all";
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.profile": {
        parameters: {
            query: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ */
                handle: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            creator: {
                                /** @description Always clipnet. */
                                platform: string;
                                /** @description The numeric user id. */
                                user_id: string;
                                /** @description The stable secure user id (MS4wLjABAAAA…). */
                                sec_uid: string;
                                handle: string;
                                nickname: string;
                                bio: string;
                                avatar_url: string;
                                verified: boolean;
                                private: boolean;
                                region: string | null;
                                followers: number;
                                following: number;
                                /** @description Likes received on all videos. */
                                likes: number;
                                video_count: number;
                                profile_url: string;
                            };
                            /**
                             * Format: date-time
                             * @description When the latest snapshot was acquired.
                             */
                            fetched_at: string;
                            /** @description How many snapshots the library holds. */
                            snapshots: number;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.videos": {
        parameters: {
            query: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ */
                handle: string;
                limit?: number;
                /** @description next_cursor of the previous page of the same operation with the same arguments. Opaque and signed: bound to the request that returned it; never construct or alter one (any other value is a 400). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            handle: string;
                            videos: {
                                /** @description Always clipnet. */
                                platform: string;
                                video_id: string;
                                /** @description The creator's handle. */
                                handle: string;
                                author_id: string;
                                description: string;
                                /** Format: date-time */
                                created_at: string;
                                duration_seconds: number;
                                /** @description The cover image (a signed URL that expires; a permanent mirror on stored reads where a copy is held). */
                                image_url: string;
                                /** @description The video (a signed URL that expires; never mirrored). */
                                video_url: string;
                                url: string;
                                views: number;
                                likes: number;
                                comments: number;
                                shares: number;
                                saves: number;
                                hashtags: string[];
                                /** @description Handles the description mentions. */
                                mentions: string[];
                                music: {
                                    music_id: string;
                                    title: string;
                                    author: string;
                                    original: boolean;
                                };
                            }[];
                            /** @description Pages on (the keyset of this page's last video); null on the last page. */
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.stats": {
        parameters: {
            query: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ */
                handle: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            handle: string;
                            snapshots: number;
                            /** @description Oldest first. */
                            history: {
                                /** Format: date-time */
                                fetched_at: string;
                                followers: number;
                                likes: number;
                                /** @description Total views of the creator's stored videos when the snapshot was taken; null when none was stored. */
                                views: number | null;
                            }[];
                            /** @description Over 7 and over 30 days. */
                            growth: {
                                days: number;
                                /** @description The snapshot compared with; null when none is that old (and the changes are null). */
                                since: string | null;
                                followers: number | null;
                                likes: number | null;
                                views: number | null;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.user": {
        parameters: {
            query: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ */
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description Always clipnet. */
                            platform: string;
                            /** @description The numeric user id. */
                            user_id: string;
                            /** @description The stable secure user id (MS4wLjABAAAA…). */
                            sec_uid: string;
                            handle: string;
                            nickname: string;
                            bio: string;
                            avatar_url: string;
                            verified: boolean;
                            private: boolean;
                            region: string | null;
                            followers: number;
                            following: number;
                            /** @description Likes received on all videos. */
                            likes: number;
                            video_count: number;
                            profile_url: string;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.user.videos": {
        parameters: {
            query: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ */
                handle: string;
                limit?: number;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            username: string;
                            sec_uid: string;
                            video_count: number;
                            /** @description Raw upstream item_list pages, signed, exactly as the upstream returned them. */
                            pages: unknown[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.video": {
        parameters: {
            query?: {
                /** @description A video id: 1 to 40 digits. */
                id?: string;
                /** @description A video URL on tiktok.com (www. or m. allowed). */
                url?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description Always clipnet. */
                            platform: string;
                            video_id: string;
                            /** @description The creator's handle. */
                            handle: string;
                            author_id: string;
                            description: string;
                            /** Format: date-time */
                            created_at: string;
                            duration_seconds: number;
                            /** @description The cover image (a signed URL that expires; a permanent mirror on stored reads where a copy is held). */
                            image_url: string;
                            /** @description The video (a signed URL that expires; never mirrored). */
                            video_url: string;
                            url: string;
                            views: number;
                            likes: number;
                            comments: number;
                            shares: number;
                            saves: number;
                            hashtags: string[];
                            /** @description Handles the description mentions. */
                            mentions: string[];
                            music: {
                                music_id: string;
                                title: string;
                                author: string;
                                original: boolean;
                            };
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.mentions": {
        parameters: {
            query: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ */
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            handle: string;
                            count: number;
                            videos: {
                                /** @description Always clipnet. */
                                platform: string;
                                video_id: string;
                                /** @description The creator's handle. */
                                handle: string;
                                author_id: string;
                                description: string;
                                /** Format: date-time */
                                created_at: string;
                                duration_seconds: number;
                                /** @description The cover image (a signed URL that expires; a permanent mirror on stored reads where a copy is held). */
                                image_url: string;
                                /** @description The video (a signed URL that expires; never mirrored). */
                                video_url: string;
                                url: string;
                                views: number;
                                likes: number;
                                comments: number;
                                shares: number;
                                saves: number;
                                hashtags: string[];
                                /** @description Handles the description mentions. */
                                mentions: string[];
                                music: {
                                    music_id: string;
                                    title: string;
                                    author: string;
                                    original: boolean;
                                };
                            }[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.search": {
        parameters: {
            query: {
                query: string;
                type: "users" | "videos";
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            query: string;
                            /** @enum {string} */
                            type: "users" | "videos";
                            /** @description type users: the creators found (null for videos). */
                            users: {
                                /** @description Always clipnet. */
                                platform: string;
                                /** @description The numeric user id. */
                                user_id: string;
                                /** @description The stable secure user id (MS4wLjABAAAA…). */
                                sec_uid: string;
                                handle: string;
                                nickname: string;
                                bio: string;
                                avatar_url: string;
                                verified: boolean;
                                private: boolean;
                                region: string | null;
                                followers: number;
                                following: number;
                                /** @description Likes received on all videos. */
                                likes: number;
                                video_count: number;
                                profile_url: string;
                            }[] | null;
                            /** @description type videos: the videos found (null for users). */
                            videos: {
                                /** @description Always clipnet. */
                                platform: string;
                                video_id: string;
                                /** @description The creator's handle. */
                                handle: string;
                                author_id: string;
                                description: string;
                                /** Format: date-time */
                                created_at: string;
                                duration_seconds: number;
                                /** @description The cover image (a signed URL that expires; a permanent mirror on stored reads where a copy is held). */
                                image_url: string;
                                /** @description The video (a signed URL that expires; never mirrored). */
                                video_url: string;
                                url: string;
                                views: number;
                                likes: number;
                                comments: number;
                                shares: number;
                                saves: number;
                                hashtags: string[];
                                /** @description Handles the description mentions. */
                                mentions: string[];
                                music: {
                                    music_id: string;
                                    title: string;
                                    author: string;
                                    original: boolean;
                                };
                            }[] | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.user.followers": {
        parameters: {
            query?: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ Required. */
                handle?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                source?: "auto" | "db" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.user.following": {
        parameters: {
            query?: {
                /** @description The creator, with or without @: 2 to 24 of A-Z a-z 0-9 . _ Required. */
                handle?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                source?: "auto" | "db" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.video.comments": {
        parameters: {
            query?: {
                /** @description A video id: 1 to 40 digits. */
                id?: string;
                /** @description A video URL on tiktok.com (www. or m. allowed). */
                url?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                source?: "auto" | "db" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "clipnet.live.hashtag": {
        parameters: {
            query?: {
                /** @description The hashtag, with or without #. Required. */
                tag?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same walk (same operation and target). Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                page_size?: number;
                source?: "auto" | "db" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Normalised items, or the upstream's own when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same walk where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.channel": {
        parameters: {
            query?: {
                /** @description The channel handle, @name (the @ may be left out). */
                handle?: string;
                /** @description The channel id: UC followed by 22 characters. */
                channel_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description UC followed by 22 characters. */
                            channel_id: string;
                            /** @description @name */
                            handle: string | null;
                            title: string | null;
                            description: string | null;
                            avatar_url: string | null;
                            banner_url: string | null;
                            subscriber_count: number | null;
                            video_count: number | null;
                            view_count: number | null;
                            country: string | null;
                            /** @description As the network writes it, Joined Mar 5, 2012. */
                            joined: string | null;
                            /** @description YYYY-MM-DD */
                            joined_date: string | null;
                            keywords: string[] | null;
                            verified: boolean | null;
                            links: {
                                title: string;
                                url: string;
                            }[] | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.video": {
        parameters: {
            query: {
                /** @description The video id: 11 characters of A-Z a-z 0-9 _ -. */
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description 11 characters. */
                            video_id: string;
                            title: string | null;
                            description: string | null;
                            channel_id: string | null;
                            channel_handle: string | null;
                            channel_title: string | null;
                            /** @description The channel's avatar. */
                            avatar_url: string | null;
                            published_at: string | null;
                            duration_seconds: number | null;
                            view_count: number | null;
                            like_count: number | null;
                            comment_count: number | null;
                            keywords: string[] | null;
                            category: string | null;
                            is_live: boolean | null;
                            was_live: boolean | null;
                            is_short: boolean | null;
                            is_family_safe: boolean | null;
                            /** @description The default thumbnail (mirrored). */
                            thumb_url: string | null;
                            /** @description The watch page; video URLs are never mirrored. */
                            video_url: string | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.channel": {
        parameters: {
            query?: {
                /** @description The channel handle, @name (the @ may be left out). */
                handle?: string;
                /** @description The channel id: UC followed by 22 characters. */
                channel_id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description UC followed by 22 characters. */
                            channel_id: string;
                            /** @description @name */
                            handle: string | null;
                            title: string | null;
                            description: string | null;
                            avatar_url: string | null;
                            banner_url: string | null;
                            subscriber_count: number | null;
                            video_count: number | null;
                            view_count: number | null;
                            country: string | null;
                            /** @description As the network writes it, Joined Mar 5, 2012. */
                            joined: string | null;
                            /** @description YYYY-MM-DD */
                            joined_date: string | null;
                            keywords: string[] | null;
                            verified: boolean | null;
                            links: {
                                title: string;
                                url: string;
                            }[] | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.channel.videos": {
        parameters: {
            query?: {
                /** @description The channel handle, @name. Exactly one of handle and channel_id. */
                handle?: string;
                /** @description The channel id, UC + 22 characters. Exactly one of handle and channel_id. */
                channel_id?: string;
                /** @description newest, or popular (by views: ranked pages, later pages are not older). */
                sort?: "newest" | "popular";
                /** @description Only videos posted at or after this: YYYY-MM-DD, an RFC 3339 time, or a number of days such as 30d. Alone it makes a job with no page cap. */
                since?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same collection, channel and sort. Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Videos (VideonetVideoSummary fields, snake_case), or the upstream's own items when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same collection (channel and sort) where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.channel.shorts": {
        parameters: {
            query?: {
                /** @description The channel handle, @name. Exactly one of handle and channel_id. */
                handle?: string;
                /** @description The channel id, UC + 22 characters. Exactly one of handle and channel_id. */
                channel_id?: string;
                /** @description newest, or popular (by views: ranked pages, later pages are not older). */
                sort?: "newest" | "popular";
                /** @description Only videos posted at or after this: YYYY-MM-DD, an RFC 3339 time, or a number of days such as 30d. Alone it makes a job with no page cap. */
                since?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same collection, channel and sort. Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Videos (VideonetVideoSummary fields, snake_case), or the upstream's own items when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same collection (channel and sort) where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.channel.lives": {
        parameters: {
            query?: {
                /** @description The channel handle, @name. Exactly one of handle and channel_id. */
                handle?: string;
                /** @description The channel id, UC + 22 characters. Exactly one of handle and channel_id. */
                channel_id?: string;
                /** @description newest only (popular is 400 on lives). */
                sort?: "newest";
                /** @description Only videos posted at or after this: YYYY-MM-DD, an RFC 3339 time, or a number of days such as 30d. Alone it makes a job with no page cap. */
                since?: string;
                /** @description 1 answers one page now (200); any other value, or -1 for no cap, becomes a durable job (202). Default 10, or no cap with since. */
                max_pages?: number;
                /** @description next_cursor of a previous page of the same collection, channel and sort. Opaque and signed: never construct or alter one; any other value is a 400. */
                cursor?: string;
                cached?: "auto" | "cache_only" | "live";
                /** @description Items as the upstream returned them. */
                get_raw?: boolean;
            };
            header?: {
                /** @description The same key with the same request answers the same job instead of starting another. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, answered now (max_pages=1). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Videos (VideonetVideoSummary fields, snake_case), or the upstream's own items when getRaw is true. */
                            items: unknown[];
                            pages: number;
                            /** @description Resumes the same collection (channel and sort) where this one stopped; null when the list is exhausted. */
                            next_cursor: string | null;
                            /** @description pages, deadline, since, exhausted, cursor_stalled, repeated_content or blocked */
                            stop_reason: string;
                            /** @description What the page covers: items, newest_at, oldest_at, complete. */
                            coverage: unknown;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            /** @description Accepted as a durable job: poll status_url, read results_url when ready. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batch_id: string;
                            status: string;
                            status_url: string;
                            results_url: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.video": {
        parameters: {
            query?: {
                /** @description The video id: 11 characters of A-Z a-z 0-9 _ -. */
                id?: string;
                /** @description A video URL on youtube.com (watch, shorts, live, embed) or youtu.be; answered as its id. */
                url?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            /** @description 11 characters. */
                            video_id: string;
                            title: string | null;
                            description: string | null;
                            channel_id: string | null;
                            channel_handle: string | null;
                            channel_title: string | null;
                            /** @description The channel's avatar. */
                            avatar_url: string | null;
                            published_at: string | null;
                            duration_seconds: number | null;
                            view_count: number | null;
                            like_count: number | null;
                            comment_count: number | null;
                            keywords: string[] | null;
                            category: string | null;
                            is_live: boolean | null;
                            was_live: boolean | null;
                            is_short: boolean | null;
                            is_family_safe: boolean | null;
                            /** @description The default thumbnail (mirrored). */
                            thumb_url: string | null;
                            /** @description The watch page; video URLs are never mirrored. */
                            video_url: string | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.video.comments": {
        parameters: {
            query?: {
                /** @description The video id: 11 characters of A-Z a-z 0-9 _ -. */
                id?: string;
                /** @description A video URL on youtube.com (watch, shorts, live, embed) or youtu.be; answered as its id. */
                url?: string;
                sort?: "top" | "newest";
                /** @description true reads each comment with its replies. */
                replies?: boolean;
                /** @description next_cursor of the previous page of the same operation with the same arguments. Opaque and signed: bound to the request that returned it; never construct or alter one (any other value is a 400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            video_id: string;
                            /** @description top or newest */
                            sort: string;
                            comment_count: number | null;
                            comments: {
                                comment_id: string;
                                text: string;
                                /** @description @handle of the author. */
                                author: string;
                                author_channel_id: string | null;
                                avatar_url: string | null;
                                likes: number;
                                reply_count: number;
                                published_text: string | null;
                                is_pinned: boolean;
                                is_hearted: boolean;
                                author_is_owner: boolean;
                                /** @description With replies true, the replies; null otherwise. */
                                replies: {
                                    comment_id: string;
                                    text: string;
                                    /** @description @handle of the author. */
                                    author: string;
                                    author_channel_id: string | null;
                                    avatar_url: string | null;
                                    likes: number;
                                    reply_count: number;
                                    published_text: string | null;
                                    is_pinned: boolean;
                                    is_hearted: boolean;
                                    author_is_owner: boolean;
                                }[] | null;
                            }[];
                            /** @description Pass as cursor for the following page; null on the last. */
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.video.transcript": {
        parameters: {
            query?: {
                /** @description The video id: 11 characters of A-Z a-z 0-9 _ -. */
                id?: string;
                /** @description A video URL on youtube.com (watch, shorts, live, embed) or youtu.be; answered as its id. */
                url?: string;
                /** @description The caption language, a code such as en or pt-BR (default en). */
                lang?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            video_id: string;
                            lang: string;
                            /** @description Every caption language the video has. */
                            languages: {
                                code: string;
                                name: string;
                                /** @description Generated by speech recognition rather than the uploader's. */
                                is_generated: boolean;
                            }[];
                            segments: {
                                /** @description Seconds from the start. */
                                start: number;
                                end: number;
                                text: string;
                            }[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.video.sponsors": {
        parameters: {
            query?: {
                /** @description The video id: 11 characters of A-Z a-z 0-9 _ -. */
                id?: string;
                /** @description A video URL on youtube.com (watch, shorts, live, embed) or youtu.be; answered as its id. */
                url?: string;
                /** @description Sponsor categories separated by commas, of sponsor, selfpromo, interaction, intro, outro, preview, music_offtopic, filler; every one by default. */
                categories?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            video_id: string;
                            categories: string[];
                            segment_count: number;
                            segments: {
                                segment_id: string;
                                /** @description sponsor, selfpromo, interaction, intro, outro, preview, music_offtopic or filler */
                                category: string;
                                /** @description skip, mute, full, poi or chapter */
                                action: string;
                                /** @description Seconds from the start. */
                                start: number;
                                end: number;
                                votes: number;
                                locked: boolean;
                                video_duration: number | null;
                            }[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.video.thumbnails": {
        parameters: {
            query?: {
                /** @description The video id: 11 characters of A-Z a-z 0-9 _ -. */
                id?: string;
                /** @description A video URL on youtube.com (watch, shorts, live, embed) or youtu.be; answered as its id. */
                url?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            video_id: string;
                            thumbnails: {
                                /** @description default, mqdefault, hqdefault, sddefault, maxresdefault */
                                size: string;
                                width: number;
                                height: number;
                                image_url: string;
                            }[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.search": {
        parameters: {
            query: {
                query: string;
                type?: "all" | "video" | "channel" | "playlist";
                duration?: "any" | "short" | "medium" | "long";
                upload_date?: "any" | "hour" | "today" | "week" | "month" | "year";
                sort?: "relevance" | "upload_date" | "view_count" | "rating";
                /** @description next_cursor of the previous page of the same operation with the same arguments. Opaque and signed: bound to the request that returned it; never construct or alter one (any other value is a 400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            query: string;
                            filters: {
                                type: string;
                                duration: string;
                                upload_date: string;
                                sort: string;
                            };
                            estimated_results: number | null;
                            results: {
                                /** @description video, channel or playlist */
                                kind: string;
                                id: string;
                                title: string;
                                channel_id: string | null;
                                channel_title: string | null;
                                thumb_url: string | null;
                                published_text: string | null;
                                view_count: number | null;
                                duration_seconds: number | null;
                                video_count: number | null;
                                subscriber_count: number | null;
                                url: string;
                            }[];
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.hashtag": {
        parameters: {
            query: {
                /** @description The hashtag, with or without #. */
                tag: string;
                /** @description next_cursor of the previous page of the same operation with the same arguments. Opaque and signed: bound to the request that returned it; never construct or alter one (any other value is a 400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            tag: string;
                            video_count_text: string | null;
                            videos: {
                                video_id: string;
                                title: string;
                                channel_id: string | null;
                                channel_title: string | null;
                                published_at: string | null;
                                /** @description As the network writes it: 3 weeks ago, Streamed 2 days ago. */
                                published_text: string | null;
                                duration_seconds: number | null;
                                view_count: number | null;
                                thumb_url: string | null;
                                is_short: boolean;
                                is_live: boolean;
                                was_live: boolean;
                                video_url: string;
                            }[];
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.search.suggestions": {
        parameters: {
            query: {
                query: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            query: string;
                            suggestions: string[];
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.playlist": {
        parameters: {
            query: {
                /** @description The playlist id, such as PL… */
                id: string;
                /** @description next_cursor of the previous page of the same operation with the same arguments. Opaque and signed: bound to the request that returned it; never construct or alter one (any other value is a 400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live read; meta.source says whether it came from the store (db) or upstream (live). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The payload, normalised as the contract gives it; fields beyond those it fixes may be added. */
                        data: {
                            playlist_id: string;
                            title: string;
                            description: string | null;
                            channel_id: string | null;
                            channel_title: string | null;
                            video_count: number | null;
                            view_count: number | null;
                            videos: {
                                video_id: string;
                                title: string;
                                channel_id: string | null;
                                channel_title: string | null;
                                published_at: string | null;
                                /** @description As the network writes it: 3 weeks ago, Streamed 2 days ago. */
                                published_text: string | null;
                                duration_seconds: number | null;
                                view_count: number | null;
                                thumb_url: string | null;
                                is_short: boolean;
                                is_live: boolean;
                                was_live: boolean;
                                video_url: string;
                            }[];
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["LiveMeta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceededOrRateLimited"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailableOrSourcePaused"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1 to 100 channels, each @handle or a channel id (UC + 22 characters), none twice. */
                    channels: string[];
                    /** @enum {string} */
                    source?: "auto" | "db" | "live";
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @description Reads up to 100 channels (each @handle or a channel id, none twice) in one request; each answers its own channel
                             *     or its own error, in the order given. Cost: $0.0005 per channel read successfully.
                             */
                            results: {
                                /** @description The item as given. */
                                input: string;
                                /** @description ok or error */
                                status: string;
                                source: string | null;
                                fetched_at: string | null;
                                /** @description Charged when set. */
                                channel: {
                                    /** @description UC followed by 22 characters. */
                                    channel_id: string;
                                    /** @description @name */
                                    handle: string | null;
                                    title: string | null;
                                    description: string | null;
                                    avatar_url: string | null;
                                    banner_url: string | null;
                                    subscriber_count: number | null;
                                    video_count: number | null;
                                    view_count: number | null;
                                    country: string | null;
                                    /** @description As the network writes it, Joined Mar 5, 2012. */
                                    joined: string | null;
                                    /** @description YYYY-MM-DD */
                                    joined_date: string | null;
                                    keywords: string[] | null;
                                    verified: boolean | null;
                                    links: {
                                        title: string;
                                        url: string;
                                    }[] | null;
                                } | null;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "videonet.live.transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1 to 100 video ids, none twice. */
                    videos: string[];
                    /**
                     * @description The caption language, a code such as en or pt-BR (default en).
                     * @default en
                     */
                    lang?: string;
                    /** @enum {string} */
                    source?: "auto" | "db" | "live";
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @description Reads the transcripts of up to 100 videos (ids, none twice) in lang (default en) in one request; each answers its
                             *     own transcript or its own error, in the order given. Cost: $0.0005 per transcript read successfully.
                             */
                            results: {
                                input: string;
                                status: string;
                                source: string | null;
                                fetched_at: string | null;
                                /** @description Charged when set. */
                                transcript: {
                                    video_id: string;
                                    lang: string;
                                    /** @description Every caption language the video has. */
                                    languages: {
                                        code: string;
                                        name: string;
                                        /** @description Generated by speech recognition rather than the uploader's. */
                                        is_generated: boolean;
                                    }[];
                                    segments: {
                                        /** @description Seconds from the start. */
                                        start: number;
                                        end: number;
                                        text: string;
                                    }[];
                                } | null;
                                error: {
                                    code: string;
                                    message: string;
                                } | null;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "adlib.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Words (each must match, stemmed by the ad's language), "phrases in double quotes", word* prefixes, and a minus before any of them to exclude; at most 20 terms, one not excluded. Required unless advertiser_ids is given. */
                    query?: string;
                    networks?: ("facenet" | "jobnet")[];
                    advertiser_ids?: string[];
                    countries?: string[];
                    /** @enum {string} */
                    status?: "active" | "inactive" | "all";
                    media_types?: string[];
                    platforms?: string[];
                    /** @description YYYY-MM-DD (midnight UTC) or an RFC 3339 timestamp with a timezone; years 0001 to 9999 in UTC */
                    started_after?: string;
                    /** @description YYYY-MM-DD (midnight UTC) or an RFC 3339 timestamp with a timezone; years 0001 to 9999 in UTC */
                    started_before?: string;
                    min_days_running?: number;
                    /**
                     * @description relevance (ts_rank; newest without a query), newest (start date) or longest_running (run length); ties by network and ad id
                     * @default relevance
                     * @enum {string}
                     */
                    sort?: "relevance" | "newest" | "longest_running";
                    limit?: number;
                    /** @description next_cursor of the previous page of the same search (same query, filters and sort). Opaque and signed: never construct or alter one; another search's, or any other value, is a 400 */
                    cursor?: string;
                    /**
                     * @description true answers each ad in the compact projection (ad_archive_id, page_id, page_name, is_active, start_date, end_date, media_type, body, snapshot_url)
                     * @default false
                     */
                    trim?: boolean;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description relevance, newest or longest_running (relevance without a query orders as newest). */
                            sort: string;
                            ads: {
                                network: string;
                                ad_id: string;
                                advertiser_id: string;
                                /** @description ts_rank of the match (title above body above captions); null without a query. */
                                score: number | null;
                                /** @description The matching text with each match in <mark>…</mark> (the ad's text as stored, not HTML-escaped); null without a query. */
                                snippet: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the library first stored it.
                                 */
                                first_seen_at: string;
                                /**
                                 * Format: date-time
                                 * @description When a read or an import last gave it.
                                 */
                                last_seen_at: string;
                                /** @description The ad in the network's full ad form, or the compact one with trim. */
                                ad: unknown;
                            }[];
                            /** @description The next page of the same search; null on the last page. */
                            next_cursor: string | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "adlib.advertiser": {
        parameters: {
            query: {
                network: "facenet" | "jobnet";
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            network: string;
                            advertiser_id: string;
                            /** @description The latest name its ads gave. */
                            name: string;
                            /** @description Every name its stored ads gave. */
                            names: string[];
                            /** @description Its page URLs as the ads gave them. */
                            pages: string[];
                            /** @description The ad-library networks holding ads of this advertiser id. */
                            networks: string[];
                            countries: string[];
                            /** @description Publisher platforms its ads ran on. */
                            platforms: string[];
                            /** Format: date-time */
                            first_ad_seen_at: string;
                            /** Format: date-time */
                            last_ad_seen_at: string;
                            /** Format: date-time */
                            first_ad_started_at: string;
                            /** Format: date-time */
                            last_ad_started_at: string;
                            active_ads: number;
                            total_ads: number;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "adlib.advertiser.insights": {
        parameters: {
            query: {
                network: "facenet" | "jobnet";
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            network: string;
                            advertiser_id: string;
                            /** Format: date-time */
                            computed_at: string;
                            active_ads: number;
                            total_ads: number;
                            /** @description Ads started per week, latest first (at most 104 weeks). */
                            ads_started_per_week: {
                                /** @description The Monday (UTC) the week starts on, YYYY-MM-DD. */
                                week: string;
                                ads: number;
                            }[];
                            media_types: {
                                value: string;
                                ads: number;
                            }[];
                            /** @description video, carousel (several images), image or text. */
                            formats: {
                                value: string;
                                ads: number;
                            }[];
                            countries: {
                                value: string;
                                ads: number;
                            }[];
                            platforms: {
                                value: string;
                                ads: number;
                            }[];
                            run_length: {
                                average_days: number;
                                median_days: number;
                                buckets: {
                                    label: string;
                                    from_days: number;
                                    /** @description Exclusive; null for the open last bucket. */
                                    to_days: number | null;
                                    ads: number;
                                }[];
                            };
                            /** @description The ten longest-running creatives. */
                            longest_running: {
                                ad_id: string;
                                title: string | null;
                                body: string | null;
                                /** Format: date-time */
                                started_at: string;
                                ended_at: string | null;
                                is_active: boolean;
                                days: number;
                            }[];
                            themes: {
                                /** @description The most frequent words of titles and bodies (stopwords of the ad's language left out), by ads using them. */
                                terms: {
                                    value: string;
                                    ads: number;
                                }[];
                                /** @description The most frequent two-word phrases, in at least two ads. */
                                phrases: {
                                    value: string;
                                    ads: number;
                                }[];
                            };
                            /** @description The ten most used calls to action. */
                            calls_to_action: {
                                value: string;
                                ads: number;
                            }[];
                            /** @description The ten most linked landing domains (without www.). */
                            landing_domains: {
                                value: string;
                                ads: number;
                            }[];
                            /** @description Spend ranges summed per currency, where the network gives them. */
                            spend: {
                                /** @description As the network gives it; null when it gives none. */
                                currency: string | null;
                                ads: number;
                                /** @description The sum of the ads' lower bounds. */
                                lower_bound: number | null;
                                /** @description The sum of the ads' upper bounds. */
                                upper_bound: number | null;
                            }[];
                            /** @description Impression ranges summed, where the network gives them; null when it gives none. */
                            impressions: {
                                ads: number;
                                lower_bound: number | null;
                                upper_bound: number | null;
                            } | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "adlib.folders.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The caller's monitoring folders, oldest first. Free. */
                            folders: {
                                folder_id: string;
                                name: string;
                                advertisers: {
                                    network: string;
                                    id: string;
                                }[];
                                /** Format: date-time */
                                created_at: string;
                                /** @description When its new ads were last read; null before the first read. */
                                last_read_at: string | null;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "adlib.folders.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    advertisers: {
                        /** @enum {string} */
                        network: "facenet" | "jobnet";
                        id: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Creates a monitoring folder of up to 100 advertisers ({network, id}); an account holds at most 100 folders. Free. */
                        data: {
                            folder_id: string;
                            name: string;
                            advertisers: {
                                network: string;
                                id: string;
                            }[];
                            /** Format: date-time */
                            created_at: string;
                            /** @description When its new ads were last read; null before the first read. */
                            last_read_at: string | null;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "adlib.folders.new": {
        parameters: {
            query?: {
                limit?: number;
                /** @description true answers each ad in the compact projection (ad_archive_id, page_id, page_name, is_active, start_date, end_date, media_type, body, snapshot_url) */
                trim?: boolean;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            folder_id: string;
                            name: string;
                            /**
                             * Format: date-time
                             * @description Ads first seen after this instant (the previous read, or the creation) were new.
                             */
                            since: string;
                            /** Format: date-time */
                            read_at: string;
                            ads: {
                                network: string;
                                ad_id: string;
                                advertiser_id: string;
                                /** @description ts_rank of the match (title above body above captions); null without a query. */
                                score: number | null;
                                /** @description The matching text with each match in <mark>…</mark> (the ad's text as stored, not HTML-escaped); null without a query. */
                                snippet: string | null;
                                /**
                                 * Format: date-time
                                 * @description When the library first stored it.
                                 */
                                first_seen_at: string;
                                /**
                                 * Format: date-time
                                 * @description When a read or an import last gave it.
                                 */
                                last_seen_at: string;
                                /** @description The ad in the network's full ad form, or the compact one with trim. */
                                ad: unknown;
                            }[];
                            /** @description More new ads wait: read again. */
                            has_more: boolean;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "webhooks.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The caller's webhook endpoints, oldest first. Free. */
                            endpoints: {
                                id: string;
                                url: string;
                                events: string[];
                                /** @description balance.low fires when the balance falls below this after a charge (dollars, e.g. $5.0000). */
                                balance_threshold: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "webhooks.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uri
                     * @description The http(s) URL events are POSTed to: a public address, a port from OUTBOUND_PORTS.
                     */
                    url: string;
                    /** @description The events to deliver to this endpoint. */
                    events: ("job.ready" | "job.failed" | "job.payment_required" | "dm.reply_received" | "balance.low")[];
                    balance_threshold?: string;
                };
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Registers an endpoint for the events named (job.ready, job.failed, job.payment_required, dm.reply_received,
                         *     balance.low). The signing secret is in the answer once and never again. Free.
                         */
                        data: {
                            id: string;
                            url: string;
                            events: string[];
                            balance_threshold: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** @description HMAC-SHA256 key of the Webhook-Signature header (t=<unix>,v1=<hex of HMAC(secret, t + '.' + body)>). */
                            secret: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "webhooks.get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            events: string[];
                            /** @description balance.low fires when the balance falls below this after a charge (dollars, e.g. $5.0000). */
                            balance_threshold: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "webhooks.delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            events: string[];
                            /** @description balance.low fires when the balance falls below this after a charge (dollars, e.g. $5.0000). */
                            balance_threshold: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "webhooks.deliveries": {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                endpoint_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description Deliveries to this endpoint, newest first, with their attempts: first 1 to 100 (default 50). Free. */
                            deliveries: {
                                id: string;
                                endpoint_id: string;
                                event_id: string;
                                event_type: string;
                                /** @description pending, queued, retrying, delivered, failed or cancelled */
                                status: string;
                                attempt_count: number;
                                last_response_code: number | null;
                                /** @description The delivery this one replays. */
                                replay_of: string | null;
                                /** Format: date-time */
                                created_at: string;
                                next_attempt_at: string | null;
                                finished_at: string | null;
                                /** @description The body sent: {id, type, created_at, data}. */
                                payload: {
                                    /** @description evt_<n>: the same for every delivery and replay of one event. */
                                    id: string;
                                    /** @description job.ready, job.failed, job.payment_required, dm.reply_received or balance.low */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @description When the event happened.
                                     */
                                    created_at: string;
                                    /** @description What the event reports, by its type. */
                                    data: ({
                                        batch_id: string;
                                        /** @description The operation the job ran (its network's name first). */
                                        operation: string;
                                        /** @description ready, failed or payment-required */
                                        status: string;
                                        /** @description Why it failed (cancelled when it was cancelled); null otherwise. */
                                        error?: string | null;
                                        /** @description What it costs, charged once it is ready ($0.0000 when it failed). */
                                        cost: string;
                                        /** @description How many items it returned; null when it failed. */
                                        item_count?: number | null;
                                        status_url: string;
                                        results_url: string;
                                        /** @description When it finished; null while it waits for payment. */
                                        finished_at?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | ({
                                        conversation_id: number;
                                        session_id: string;
                                        /** @description The handle the conversation is with. */
                                        recipient: string;
                                        message: {
                                            message_id: number;
                                            /** @description inbound for a reply */
                                            direction: string;
                                            text: string;
                                            /** @description Outbound only: sent, operation_in_progress or delivery_unknown. */
                                            state?: string | null;
                                            client_token?: string | null;
                                            /** @description Whether it arrived through the message-request tray. */
                                            via_request_tray: boolean;
                                            /** Format: date-time */
                                            sent_at: string;
                                        } & {
                                            [key: string]: unknown;
                                        };
                                    } & {
                                        [key: string]: unknown;
                                    }) | ({
                                        /** @description The endpoint whose threshold was crossed (each endpoint is told of its own). */
                                        endpoint_id: string;
                                        /** @description The balance when it was noticed, in dollars (e.g. $4.2000). */
                                        balance: string;
                                        /** @description The endpoint's threshold, in dollars. */
                                        threshold: string;
                                    } & {
                                        [key: string]: unknown;
                                    });
                                } & {
                                    [key: string]: unknown;
                                };
                                attempts: {
                                    attempt: number;
                                    /** Format: date-time */
                                    attempted_at: string;
                                    duration_ms: number;
                                    /** @description succeeded or failed */
                                    outcome: string;
                                    response_code: number | null;
                                    error: string | null;
                                }[];
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "webhooks.replay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            endpoint_id: string;
                            event_id: string;
                            event_type: string;
                            /** @description pending, queued, retrying, delivered, failed or cancelled */
                            status: string;
                            attempt_count: number;
                            last_response_code: number | null;
                            /** @description The delivery this one replays. */
                            replay_of: string | null;
                            /** Format: date-time */
                            created_at: string;
                            next_attempt_at: string | null;
                            finished_at: string | null;
                            /** @description The body sent: {id, type, created_at, data}. */
                            payload: {
                                /** @description evt_<n>: the same for every delivery and replay of one event. */
                                id: string;
                                /** @description job.ready, job.failed, job.payment_required, dm.reply_received or balance.low */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @description When the event happened.
                                 */
                                created_at: string;
                                /** @description What the event reports, by its type. */
                                data: ({
                                    batch_id: string;
                                    /** @description The operation the job ran (its network's name first). */
                                    operation: string;
                                    /** @description ready, failed or payment-required */
                                    status: string;
                                    /** @description Why it failed (cancelled when it was cancelled); null otherwise. */
                                    error?: string | null;
                                    /** @description What it costs, charged once it is ready ($0.0000 when it failed). */
                                    cost: string;
                                    /** @description How many items it returned; null when it failed. */
                                    item_count?: number | null;
                                    status_url: string;
                                    results_url: string;
                                    /** @description When it finished; null while it waits for payment. */
                                    finished_at?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | ({
                                    conversation_id: number;
                                    session_id: string;
                                    /** @description The handle the conversation is with. */
                                    recipient: string;
                                    message: {
                                        message_id: number;
                                        /** @description inbound for a reply */
                                        direction: string;
                                        text: string;
                                        /** @description Outbound only: sent, operation_in_progress or delivery_unknown. */
                                        state?: string | null;
                                        client_token?: string | null;
                                        /** @description Whether it arrived through the message-request tray. */
                                        via_request_tray: boolean;
                                        /** Format: date-time */
                                        sent_at: string;
                                    } & {
                                        [key: string]: unknown;
                                    };
                                } & {
                                    [key: string]: unknown;
                                }) | ({
                                    /** @description The endpoint whose threshold was crossed (each endpoint is told of its own). */
                                    endpoint_id: string;
                                    /** @description The balance when it was noticed, in dollars (e.g. $4.2000). */
                                    balance: string;
                                    /** @description The endpoint's threshold, in dollars. */
                                    threshold: string;
                                } & {
                                    [key: string]: unknown;
                                });
                            } & {
                                [key: string]: unknown;
                            };
                            attempts: {
                                attempt: number;
                                /** Format: date-time */
                                attempted_at: string;
                                duration_ms: number;
                                /** @description succeeded or failed */
                                outcome: string;
                                response_code: number | null;
                                error: string | null;
                            }[];
                        };
                        meta: components["schemas"]["Meta"];
                    };
                };
            };
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            402: components["responses"]["Error402InsufficientBalance"];
            404: components["responses"]["Error404NotFound"];
            413: components["responses"]["Error413InvalidRequest"];
            415: components["responses"]["Error415InvalidRequest"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "motionnet.live.video": {
        parameters: {
            query?: {
                /** @description https://motionnet.example/watch/<id> (https on motionnet.example, www. or m. allowed) */
                url?: string;
                id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "motionnet.live.user": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "motionnet.live.user_videos": {
        parameters: {
            query: {
                handle: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "motionnet.live.search": {
        parameters: {
            query: {
                query: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "streamnet.live.channel": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "streamnet.live.channel_videos": {
        parameters: {
            query: {
                handle: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "streamnet.live.clip": {
        parameters: {
            query?: {
                /** @description https://streamnet.example/<channel>/clip/<id> (https on streamnet.example, www. or m. allowed) */
                url?: string;
                id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "streamnet.live.search": {
        parameters: {
            query: {
                query: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "blinknet.live.profile": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "blinknet.live.stories": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "blinknet.live.spotlight": {
        parameters: {
            query?: {
                /** @description https://blinknet.example/spotlight/<id> (https on blinknet.example, www. or m. allowed) */
                url?: string;
                id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "newsnet.live.item": {
        parameters: {
            query: {
                id: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "newsnet.live.user": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "newsnet.live.top": {
        parameters: {
            query?: {
                page?: number;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "newsnet.live.search": {
        parameters: {
            query: {
                query: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "pinnet.live.pin": {
        parameters: {
            query?: {
                /** @description https://pinnet.example/pin/<id>/ (https on pinnet.example, www. or m. allowed) */
                url?: string;
                id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "pinnet.live.board": {
        parameters: {
            query: {
                /** @description https://pinnet.example/<handle>/<board>/ (https on pinnet.example, www. or m. allowed) */
                url: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "pinnet.live.user": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "pinnet.live.search": {
        parameters: {
            query: {
                query: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "chirpnet.live.user": {
        parameters: {
            query: {
                handle: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "chirpnet.live.user_posts": {
        parameters: {
            query?: {
                handle?: string;
                user_id?: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "chirpnet.live.post": {
        parameters: {
            query?: {
                /** @description https://chirpnet.example/<handle>/status/<id> (https on chirpnet.example, www. or m. allowed) */
                url?: string;
                id?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    "chirpnet.live.search": {
        parameters: {
            query: {
                query: string;
                /** @description Accepted for compatibility: this operation is blocked and never gave out a cursor, so every cursor is refused (400). */
                cursor?: string;
                source?: "auto" | "db" | "live";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Error400InvalidRequest"];
            401: components["responses"]["Error401InvalidApiKey"];
            429: components["responses"]["Error429RateLimitExceeded"];
            431: components["responses"]["Error431InvalidRequest"];
            501: components["responses"]["Error501SurfaceBlocked"];
            502: components["responses"]["Error502UpstreamError"];
            503: components["responses"]["Error503BillingUnavailable"];
            504: components["responses"]["Error504UpstreamError"];
        };
    };
    retiredV1LiveBlinknetProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveBlinknetSpotlight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveBlinknetStories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveBlueskyPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveBlueskyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveBlueskyUserPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveChirpnetPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveChirpnetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveChirpnetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveChirpnetUserPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetHashtag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetMentions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetUserFollowers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetUserFollowing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetUserVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveClipnetVideoComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveCrawlWebScrapingApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetAdlibraryAd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetAdlibraryAdTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetAdlibraryCompanyAds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetAdlibrarySearchAds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetAdlibrarySearchCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetEventDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetEventsSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetGroupPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetMarketplaceItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetMarketplaceLocationSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetMarketplaceSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveFacenetPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveIntelligenceContactComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveIntelligenceContactFast: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetAdlibrarySearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetCompanyDossier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetCompanyJobCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetCompanyJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetCompanyMemberStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetJobsSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveJobnetLocationsResolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveLinkinbioPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveMotionnetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveMotionnetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveMotionnetUserVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveMotionnetVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNewsnetItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNewsnetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNewsnetTop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNewsnetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNotenetExplore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNotenetNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNotenetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNotenetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveNotenetUserNotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveOpenfeedPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveOpenfeedProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveOpenfeedUserPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetAbout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetFollowers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetFollowing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetHighlightsTray: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetLikers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetLocationInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetLocationNearby: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetLoggedoutProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetLoggedoutTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetPopularSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetPopularSearchMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetPostComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetRelatedProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetStory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetUserFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetUserPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetUsertagsFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePhotonetWebProfileInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePinnetBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePinnetPin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePinnetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LivePinnetUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveStreamnetChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveStreamnetChannelVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveStreamnetClip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveStreamnetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetChannelLives: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetChannelShorts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetChannelVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetHashtag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetPlaylist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetSearchSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetTranscripts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetVideoComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetVideoSponsors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetVideoThumbnails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    retiredV1LiveVideonetVideoTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            410: components["responses"]["Error410Gone"];
            431: components["responses"]["Error431InvalidRequest"];
        };
    };
    graphql: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                    variables?: Record<string, never>;
                    operationName?: string;
                };
            };
        };
        responses: {
            /** @description A GraphQL result (`data`, and `errors` for fields that failed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description Invalid document, variables or limits, an operationName naming no operation, a subscription, or a persisted query this service cannot run; or every root field refused its arguments. Nothing delivered, nothing charged (invalid_request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description Missing, malformed or revoked API key (invalid_api_key). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description The balance is lower than the estimated cost (insufficient_balance). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description Every root field answered not_found (a job, thread or record that does not exist); nothing charged. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description Every root field was refused for the state of what it names (job_finished, engage_session_revoked); nothing charged. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description A body over 1 MB (invalid_request). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description The body is not JSON in UTF-8 (invalid_request). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description Over the rate limit (rate_limit_exceeded). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description A subgraph failed (upstream_error). */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description Billing could not be confirmed (billing_unavailable). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
            /** @description A subgraph did not answer in time (upstream_error). */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphQLResult"];
                };
            };
        };
    };
}
