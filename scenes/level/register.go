package level

import (
	"slices"
	"strings"
	"sync"
)

// The registry of readers modules add; filled by init functions and only read
// afterwards (the mutex makes a late registration from a test safe anyway).
var registered struct {
	sync.Mutex
	byExt map[string]Reader
}

// RegisterReader makes r the reader of level files whose name ends in ext
// (".m3", lower case, with the dot), for a genre module whose levels are
// files of its own: hosting reads a file of scenes/ with that extension as a
// scene, and a scene file's "map" may name one, as it does a Tiled map.
// Call it from an init function. RegisterReader panics if ext is not a
// lower-case extension starting with a dot, if r is nil, or if ext is
// registered already.
func RegisterReader(ext string, r Reader) {
	if len(ext) < 2 || ext[0] != '.' || strings.ToLower(ext) != ext || strings.ContainsAny(ext[1:], "./\\ ") || r == nil {
		panic("level: RegisterReader needs a lower-case extension such as \".m3\" and a reader, got " + ext)
	}
	registered.Lock()
	defer registered.Unlock()
	if registered.byExt == nil {
		registered.byExt = map[string]Reader{}
	}
	if _, dup := registered.byExt[ext]; dup {
		panic("level: reader registered twice: " + ext)
	}
	registered.byExt[ext] = r
}

// RegisteredReader returns the reader RegisterReader added for ext (lower
// case, with the dot), or nil.
func RegisteredReader(ext string) Reader {
	registered.Lock()
	defer registered.Unlock()
	return registered.byExt[ext]
}

// RegisteredExts returns the extensions RegisterReader added, sorted.
func RegisteredExts() []string {
	registered.Lock()
	defer registered.Unlock()
	out := make([]string, 0, len(registered.byExt))
	for e := range registered.byExt {
		out = append(out, e)
	}
	slices.Sort(out)
	return out
}
