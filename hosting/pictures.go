package hosting

import (
	"bytes"
	"fmt"
	"hash/crc64"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"time"
)

// PicturePrefix is the folder of the game's files under which the pictures
// runtime.Screen.Show makes are read: "screen/".
const PicturePrefix = "screen/"

// maxPictures is how many pictures shown a game folder keeps (runtime.Screen
// documents 64): at 160×90, some 2 MB at most.
const maxPictures = 64

// pictureFS is the game folder as the renderers read it (LoadedGame.Files):
// the folder, plus the pictures shown through runtime.Screen.Show under
// PicturePrefix, kept in memory (the last maxPictures). It is safe for
// concurrent use (a window host's renderer reads on its own goroutine).
type pictureFS struct {
	fs.FS
	mu    sync.Mutex
	pics  map[string][]byte
	order []string // oldest first
}

// show keeps data and returns its path.
func (p *pictureFS) show(data []byte) string {
	name := fmt.Sprintf("%s%016x.png", PicturePrefix, crc64.Checksum(data, crc64.MakeTable(crc64.ECMA)))
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.pics == nil {
		p.pics = map[string][]byte{}
	}
	if _, ok := p.pics[name]; ok {
		return name
	}
	p.pics[name] = slices.Clone(data)
	p.order = append(p.order, name)
	if len(p.order) > maxPictures {
		delete(p.pics, p.order[0])
		p.order = slices.Delete(p.order, 0, 1)
	}
	return name
}

// Open opens a picture shown, or the folder's file of name.
func (p *pictureFS) Open(name string) (fs.File, error) {
	if !strings.HasPrefix(name, PicturePrefix) {
		return p.FS.Open(name)
	}
	p.mu.Lock()
	data, ok := p.pics[name]
	p.mu.Unlock()
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &memFile{Reader: bytes.NewReader(data), name: path.Base(name), size: int64(len(data))}, nil
}

// memFile is a picture shown, opened.
type memFile struct {
	*bytes.Reader
	name string
	size int64
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f, nil }
func (f *memFile) Close() error               { return nil }
func (f *memFile) Name() string               { return f.name }
func (f *memFile) Size() int64                { return f.size }
func (f *memFile) Mode() fs.FileMode          { return 0o444 }
func (f *memFile) ModTime() time.Time         { return time.Time{} }
func (f *memFile) IsDir() bool                { return false }
func (f *memFile) Sys() any                   { return nil }
