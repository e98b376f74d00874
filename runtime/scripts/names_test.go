package scripts_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
)

// Counter is a game's own arc type that shares its Go type name with
// scripttest.Counter: a hand-written arc that ends at once.
type Counter struct{ arc.Base }

func (*Counter) ArcName() string                             { return "Counter" }
func (*Counter) ArcStep(c *arc.Cursor, g *runtime.Game) bool { return true }
func (*Counter) ArcSave(w *arc.Writer)                       {}
func (*Counter) ArcLoad(r *arc.Reader)                       {}
func init()                                                  { scripts.RegisterArc[Counter]() }

// TestArcNamesArePackageQualified checks that two packages can each register an
// arc type named Counter, that saves and Script components name them "pkg.Name",
// and that a bare name is refused as ambiguous.
func TestArcNamesArePackageQualified(t *testing.T) {
	types := scripts.ArcTypes()
	for _, want := range []string{"scripts_test.Counter", "scripttest.Counter"} {
		if !slices.Contains(types, want) {
			t.Errorf("ArcTypes() = %q, want %s in it", types, want)
		}
	}
	g, _ := scriptGame(t)
	e := g.Scene().NewEntity("Scripted", nil)
	scenes.Add(e, scripts.Script{Arcs: []string{"scripttest.Counter", "Counter"}})
	steps(g, 1)
	arcs := scripts.Of(g).Arcs(e)
	if len(arcs) != 1 || arcs[0].ArcName() != "Counter" {
		t.Fatalf("Arcs(e) = %v, want one scripttest.Counter", arcs)
	}
	if !hasProblem(g, `arc type name "Counter" is ambiguous: write one of scripts_test.Counter, scripttest.Counter`) {
		t.Errorf("no warning for an ambiguous bare name; problems: %v", g.Problems().List())
	}
	data, err := scripts.Of(g).Save()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"type":"scripttest.Counter"`) {
		t.Errorf("save %s, want the arc named scripttest.Counter", data)
	}
	h, _ := scriptGame(t)
	he := h.Scene().NewEntity("Scripted", nil)
	_ = he
	if problems, err := scripts.Of(h).Load(data); err != nil || len(problems) > 0 {
		t.Fatalf("Load: %v %v", problems, err)
	}
	if got := scripts.Of(h).Arcs(he); len(got) != 1 || got[0].ArcName() != "Counter" {
		t.Errorf("after Load Arcs = %v, want the scripttest.Counter", got)
	}
}

// TestBareArcNameFromAnOlderSave checks that a save naming an arc by its bare type
// name still loads when only one registered type has that name.
func TestBareArcNameFromAnOlderSave(t *testing.T) {
	g, _ := scriptGame(t)
	data := `{"triggers":[],"latches":[],"started":[],"held":[],"arcs":{"latches":{},"arcs":[{"type":"Story","fields":{}}]}}`
	problems, err := scripts.Of(g).Load([]byte(data))
	if err != nil || len(problems) > 0 {
		t.Fatalf("Load: %v %v", problems, err)
	}
	if n := len(scripts.Of(g).Arcs(nil)); n != 1 {
		t.Errorf("world arcs after Load = %d, want 1", n)
	}
}
