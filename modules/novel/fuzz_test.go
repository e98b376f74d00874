package novel_test

import (
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
