package hosting

import (
	"errors"
	"io"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/scenes"
)

// bigFS is a game folder whose file big is size bytes of spaces, made as they
// are read, counting the bytes read. With hideSize its Stat reports size 0 (as
// a pipe or a growing file may), so only the bounded read stops it.
type bigFS struct {
	fstest.MapFS
	big      string
	size     int64
	hideSize bool
	read     int64
}

func (b *bigFS) Open(name string) (fs.File, error) {
	if name != b.big {
		return b.MapFS.Open(name)
	}
	return &bigFile{fs: b}, nil
}

type bigFile struct {
	fs  *bigFS
	off int64
}

func (f *bigFile) Read(p []byte) (int, error) {
	if f.off >= f.fs.size {
		return 0, io.EOF
	}
	n := int64(len(p))
	n = min(n, f.fs.size-f.off)
	for i := range n {
		p[i] = ' '
	}
	f.off += n
	f.fs.read += n
	return int(n), nil
}

func (f *bigFile) Close() error { return nil }

func (f *bigFile) Stat() (fs.FileInfo, error) {
	size := f.fs.size
	if f.fs.hideSize {
		size = 0
	}
	return bigInfo{name: f.fs.big, size: size}, nil
}

type bigInfo struct {
	name string
	size int64
}

func (i bigInfo) Name() string       { return i.name }
func (i bigInfo) Size() int64        { return i.size }
func (i bigInfo) Mode() fs.FileMode  { return 0o444 }
func (i bigInfo) ModTime() time.Time { return time.Time{} }
func (i bigInfo) IsDir() bool        { return false }
func (i bigInfo) Sys() any           { return nil }

func TestLoadRefusesOversizeFilesBeforeReadingThem(t *testing.T) {
	const huge = 1 << 40 // a terabyte: reading it whole would never end
	cases := []struct {
		file  string
		bound int64
		name  string
	}{
		{ProjectFile, MaxProjectFileSize, "hosting.MaxProjectFileSize"},
		{"scenes/main.json", scenes.MaxFileSize, "scenes.MaxFileSize"},
		{"prefabs/p.json", scenes.MaxFileSize, "scenes.MaxFileSize"},
	}
	for _, c := range cases {
		for _, hide := range []bool{false, true} {
			fsys := &bigFS{MapFS: fstest.MapFS{
				ProjectFile:        {Data: []byte(`{"name":"g","startScene":"main"}`)},
				"scenes/main.json": {Data: []byte(`{"entities":[]}`)},
				"prefabs/p.json":   {Data: []byte(`{"entities":[{"id":1,"name":"p"}]}`)},
			}, big: c.file, size: huge, hideSize: hide}
			fsys.MapFS[c.file] = &fstest.MapFile{} // listed by ReadDir
			_, err := Load(fsys, "game")
			if !errors.Is(err, ErrBadFile) {
				t.Fatalf("%s (size hidden %v): err %v, want ErrBadFile", c.file, hide, err)
			}
			for _, want := range []string{"game/" + c.file, c.name} {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("%s: error %q does not name %q", c.file, err, want)
				}
			}
			want := int64(0) // the size is seen before a byte is read
			if hide {
				want = c.bound + 1
			}
			if fsys.read != want {
				t.Errorf("%s (size hidden %v): read %d bytes, want %d", c.file, hide, fsys.read, want)
			}
		}
	}
}

func TestLoadReadsFilesAtTheBound(t *testing.T) {
	scene := `{"entities":[]}` + strings.Repeat(" ", scenes.MaxFileSize-len(`{"entities":[]}`))
	fsys := fstest.MapFS{
		ProjectFile:        {Data: []byte(`{"name":"g","startScene":"main"}`)},
		"scenes/main.json": {Data: []byte(scene)},
	}
	if _, err := Load(fsys, "game"); err != nil {
		t.Fatalf("a scene of exactly scenes.MaxFileSize bytes: %v", err)
	}
	fsys["scenes/main.json"] = &fstest.MapFile{Data: []byte(scene + " ")}
	if _, err := Load(fsys, "game"); !errors.Is(err, ErrBadFile) {
		t.Fatalf("a scene one byte over: err %v, want ErrBadFile", err)
	}
}
