// Apple's NSRange is the C struct `_NSRange`; Swift can use C structs in `@objc` declarations,
// while swift-corelibs-foundation's Swift struct cannot be.
typedef struct StandInNSRange {
    long location;
    long length;
} StandInNSRange;
