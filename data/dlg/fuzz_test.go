package dlg_test

import (
	"os"
	"testing"

	"github.com/griffengine/griff/data/dlg"
)

// FuzzDialogue reads any file, then plays it by always taking the first open
// choice, saving and loading on every turn: nothing may panic, and a save
// must load back to itself.
func FuzzDialogue(f *testing.F) {
	src, err := os.ReadFile("testdata/guard.dlg")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(src)
	f.Add([]byte("== a\n[if x == \"q\" and y] * t -> a [if z]\nset s = \"a b\"\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s, _ := dlg.Parse("fuzz.dlg", src)
		if len(s.Nodes) == 0 {
			return
		}
		ses := dlg.NewSession(s)
		if err := ses.Start(s.Nodes[0].Name); err != nil {
			t.Fatal(err)
		}
		for range 50 {
			save := ses.Save()
			other := dlg.NewSession(s)
			if err := other.Load(save); err != nil || other.Save() != save {
				t.Fatalf("Load(%q): %v, saves %q", save, err, other.Save())
			}
			turn := ses.Turn()
			switch turn.Kind {
			case dlg.TurnLine:
				_ = ses.Next()
			case dlg.TurnMenu:
				for i, c := range turn.Choices {
					if c.Open {
						_ = ses.Choose(i)
						break
					}
				}
			default:
				return
			}
		}
	})
}
