package scenes_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// describe lists everything ReadScene decides about s, one line per entity in
// hierarchy order: id, path, active flags, order key, sibling index, local and
// world transform, jumped or not, and each component's type and state; then the
// next id and the order All gives for a few types.
func describe(t *testing.T, s *scenes.Scene) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "scene %q next %d len %d\n", s.Name(), s.NextID(), s.Len())
	for e := range s.Walk() {
		tr := e.Transform()
		pp, pr, ps := tr.Previous()
		fmt.Fprintf(&b, "%d %s active %v/%v key %d index %d pos %v rot %v scale %v world %v prev %v %v %v moved %v jumped %v\n",
			e.ID(), e.Path(), e.Active(), e.ActiveInHierarchy(), scenes.OrderKey(e), e.SiblingIndex(),
			tr.Position(), tr.Rotation(), tr.Scale(), tr.World(), pp, pr, ps, tr.Moved(), tr.Jumped())
		for ct, v := range e.Components() {
			state, err := ct.AppendState(nil, v)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "  %s %x\n", ct.Name(), state)
		}
	}
	for e := range scenes.All[Mover](s) {
		fmt.Fprintf(&b, "Mover %d\n", e.ID())
	}
	for e := range scenes.Active[Door](s) {
		fmt.Fprintf(&b, "active Door %d\n", e.ID())
	}
	return b.String()
}

// TestSceneTemplateGivesWhatReadSceneGives reads scene files both ways: every
// scene a template makes is ReadScene's to the last detail (and its saved file),
// the problems are reported once when the template is read and not again, and
// scenes made from one template share nothing they can change.
func TestSceneTemplateGivesWhatReadSceneGives(t *testing.T) {
	for _, file := range []string{"golden.scene", "old_input.json"} {
		t.Run(file, func(t *testing.T) {
			data := readFile(t, file)
			read, err := scenes.ReadScene(file, data, nil)
			if err != nil {
				t.Fatal(err)
			}
			tpl, err := scenes.ReadSceneTemplate(file, data, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := tpl.Problems().List(), read.Problems().List(); !slices.Equal(got, want) {
				t.Errorf("reading the template reported %v, ReadScene %v", got, want)
			}
			want, wantFile := describe(t, read), marshal(t, read)
			a, b := tpl.New(nil), tpl.New(nil)
			for i, s := range []*scenes.Scene{a, b} {
				if got := describe(t, s); got != want {
					t.Errorf("scene %d of the template:\n%s\nwant ReadScene's:\n%s", i+1, got, want)
				}
				if got := marshal(t, s); got != wantFile {
					t.Errorf("scene %d of the template saves as\n%s\nwant\n%s", i+1, got, wantFile)
				}
				if n := s.Problems().Len(); n != 0 {
					t.Errorf("scene %d of the template reported %v again", i+1, s.Problems().List())
				}
			}
			// Change everything a game can change in a: b, the template and a
			// third scene keep ReadScene's.
			for e := range a.Walk() {
				e.Transform().SetPosition(griff.V(99, 99))
				e.SetName("Changed")
				e.SetActive(!e.Active())
				if m := scenes.Get[Mover](e); m != nil {
					m.Speed = -1
				}
				if inv := scenes.Get[Inventory](e); inv != nil {
					inv.Items[0], inv.Counts["a"], inv.Best.Price = "changed", 99, -1
				}
			}
			a.Destroy(a.Roots()[0])
			a.NewEntity("New", nil)
			for i, s := range []*scenes.Scene{b, tpl.New(nil)} {
				if got := describe(t, s); got != want {
					t.Errorf("after changing another scene, scene %d of the template:\n%s\nwant\n%s", i+2, got, want)
				}
			}
			if tpl.Len() != read.Len() || tpl.Name() != file {
				t.Errorf("template %q holds %d entities, want %q and %d", tpl.Name(), tpl.Len(), file, read.Len())
			}
		})
	}
}

func marshal(t *testing.T, s *scenes.Scene) string {
	t.Helper()
	b, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSceneTemplateHooksRunPerScene checks the Attached hooks run once in each
// scene made, never on the template itself.
func TestSceneTemplateHooksRunPerScene(t *testing.T) {
	data := []byte(`{"entities": [{"id": 1, "name": "A", "components": {"Test.Hooked": {"N": 5}}},
  {"id": 4, "name": "B", "components": {"Test.Hooked": {}}}]}`)
	tpl, err := scenes.ReadSceneTemplate("hooks.scene", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		s := tpl.New(nil)
		var got []string
		for e, h := range scenes.All[Hooked](s) {
			got = append(got, fmt.Sprintf("%s#%d N=%d", e.Name(), e.ID(), h.N))
		}
		if want := "A#1 N=6 B#4 N=1"; strings.Join(got, " ") != want {
			t.Errorf("scene %d: %q, want %q (each hook once)", i+1, strings.Join(got, " "), want)
		}
	}
}

func TestSceneTemplateErrors(t *testing.T) {
	for _, text := range []string{"", "{", `{"entities": [{"name": "no id"}]}`, `{"entities": [{"id": 1}, {"id": 1}]}`} {
		_, rerr := scenes.ReadScene("bad.scene", []byte(text), nil)
		_, terr := scenes.ReadSceneTemplate("bad.scene", []byte(text), nil)
		if terr == nil || rerr == nil || terr.Error() != rerr.Error() {
			t.Errorf("%q: template error %v, want ReadScene's %v", text, terr, rerr)
		}
	}
}

// TestSceneTemplateWalk checks that Walk gives the entities a scene made from
// the template holds, in the same order, with the same components.
func TestSceneTemplateWalk(t *testing.T) {
	data := readFile(t, "golden.scene")
	tpl, err := scenes.ReadSceneTemplate("golden.scene", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got, want []string
	line := func(e *scenes.Entity) string {
		var names []string
		for ct := range e.Components() {
			names = append(names, ct.Name())
		}
		return fmt.Sprintf("%d %s %v", e.ID(), e.Path(), names)
	}
	for e := range tpl.Walk() {
		got = append(got, line(e))
	}
	for e := range tpl.New(nil).Walk() {
		want = append(want, line(e))
	}
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Errorf("Walk gives\n%s\nwant the scene's\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
