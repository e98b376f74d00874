package novel_test

import (
	"bytes"
	"image/png"
	"io/fs"
	"testing"

	"github.com/griffengine/griff/modules/novel"
)

// FuzzParse checks that no input makes Parse panic, that every problem has a
// place inside the file, and that every jump and option points into the code.
func FuzzParse(f *testing.F) {
	src, err := fs.ReadFile(novel.Template(), "story/main.story")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(src)
	f.Add([]byte("label a:\n    if x:\n        \"y\"\n    elif z:\n        \"w\"\n    else:\n"))
	f.Add([]byte("label a:\n    choice:\n        \"o\" if n >= 3:\n            jump a\n"))
	f.Add([]byte("character a \"A\" #ffffff\nlabel s:\n  a: hi\n  show a b at left with slide 5\n\tx"))
	f.Fuzz(func(t *testing.T, src []byte) {
		st, probs := novel.Parse("f.story", src)
		lines := 1
		for _, c := range src {
			if c == '\n' {
				lines++
			}
		}
		for _, p := range probs {
			if p.Line < 1 || p.Line > lines || p.Col < 1 {
				t.Errorf("problem %v is outside the file's %d lines", p, lines)
			}
		}
		for i, in := range st.Code {
			switch in.Op {
			case novel.OpGoto, novel.OpIfNot:
				if in.Target < 0 || in.Target > len(st.Code) {
					t.Errorf("instruction %d goes to %d, outside the %d of the code", i, in.Target, len(st.Code))
				}
			case novel.OpMenu:
				for _, o := range in.Options {
					if o.Target < 0 || o.Target > len(st.Code) {
						t.Errorf("option of %d goes to %d", i, o.Target)
					}
				}
			}
		}
	})
}

// FuzzSlotInfo checks that no record makes the slot reader panic, that a
// record it takes has a picture of the right size or none, and that the read
// record's reader gives sorted, distinct, non-empty ids.
func FuzzSlotInfo(f *testing.F) {
	f.Add([]byte(`{"speaker":"Aki","text":"There you are!","steps":120}`))
	f.Add([]byte(`{"text":"x","steps":-1,"thumbnail":"iVBORw0KGgo="}`))
	f.Add([]byte("start/0\nstart/1\n\nstart/0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if info, err := novel.DecodeSlotInfo(data); err == nil && len(info.Thumbnail) > 0 {
			cfg, err := png.DecodeConfig(bytes.NewReader(info.Thumbnail))
			if err != nil || cfg.Width != novel.ThumbWidth || cfg.Height != novel.ThumbHeight {
				t.Fatalf("took a record whose picture is %v, %v", cfg, err)
			}
		}
		ids := novel.ParseRead(data)
		for i, id := range ids {
			if id == "" || i > 0 && ids[i-1] >= id {
				t.Fatalf("read ids %q are not sorted, distinct and non-empty", ids)
			}
		}
	})
}
