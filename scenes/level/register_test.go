package level_test

import (
	"io/fs"
	"slices"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

func TestRegisterReader(t *testing.T) {
	read := func(file string, _ []byte, _ fs.FS, _ *scenes.Problems) (*level.Level, error) {
		return &level.Level{Name: file}, nil
	}
	level.RegisterReader(".testlevel", read)
	if r := level.RegisteredReader(".testlevel"); r == nil {
		t.Fatal("RegisteredReader(.testlevel) = nil")
	} else if lv, _ := r("a.testlevel", nil, nil, nil); lv.Name != "a.testlevel" {
		t.Errorf("the reader found read %q", lv.Name)
	}
	if level.RegisteredReader(".other") != nil {
		t.Error("a reader for an extension never registered")
	}
	if !slices.Contains(level.RegisteredExts(), ".testlevel") {
		t.Errorf("RegisteredExts() = %v", level.RegisteredExts())
	}
	for _, tc := range []struct {
		ext string
		r   level.Reader
	}{{".testlevel", read}, {"m3", read}, {".M3", read}, {".a.b", read}, {".x", nil}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterReader(%q) did not panic", tc.ext)
				}
			}()
			level.RegisterReader(tc.ext, tc.r)
		}()
	}
}
