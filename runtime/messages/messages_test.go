package messages_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// ear is a test Hearer and Emitter (the extension points' user from outside
// the package): it logs what it hears and answers Hear with Reply, sent to
// the entity named ReplyTo (or the scene with ReplyTo "*").
type ear struct {
	Hear, Reply, ReplyTo string
	Heard                int
	log                  *[]string `griff:"-"`
}

func (e *ear) OnMessage(m *messages.Message) {
	e.Heard++
	if e.log != nil {
		*e.log = append(*e.log, m.Name+"@"+m.To.Name())
	}
	if e.Reply == "" || m.Name != e.Hear {
		return
	}
	to := messages.Scene()
	if e.ReplyTo != "*" {
		to = messages.Entity(m.To.Find(e.ReplyTo))
	}
	messages.Of(m.Game).Send(m.To, to, e.Reply)
}

func (*ear) Outputs() []string { return []string{"rang"} }

func init() { scenes.Register[ear]("Test.Ear") }

func newGame(t *testing.T) (*runtime.Game, *scenes.Scene, messages.Messages) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, messages.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	return g, g.Scene(), messages.Of(g)
}

func add(s *scenes.Scene, log *[]string, name string, parent *scenes.Entity, e ear) *scenes.Entity {
	x := s.NewEntity(name, parent)
	e.log = log
	scenes.Add(x, e)
	return x
}

// TestScopesInHierarchyOrder: each scope reaches its entities in hierarchy
// order; an inactive entity hears only when named on its own.
func TestScopesInHierarchyOrder(t *testing.T) {
	var log []string
	_, s, svc := newGame(t)
	root := add(s, &log, "Root", nil, ear{})
	a := add(s, &log, "A", root, ear{})
	add(s, &log, "A1", a, ear{})
	off := add(s, &log, "Off", a, ear{})
	add(s, &log, "B", root, ear{})
	off.SetActive(false)
	scenes.Add(a, messages.GroupOf{Names: []string{"team"}})
	scenes.Add(s.Find("B"), messages.GroupOf{Names: []string{"solo", "team"}})
	cases := []struct {
		to    messages.Address
		want  string
		heard int
	}{
		{messages.Children(root), "x@A x@A1 x@B", 3},
		{messages.Scene(), "x@Root x@A x@A1 x@B", 4},
		{messages.Group("team"), "x@A x@B", 2},
		{messages.Entity(off), "x@Off", 1},
		{messages.Children(off), "", 0},
	}
	for _, c := range cases {
		log = nil
		n := svc.Send(nil, c.to, "x")
		if got := strings.Join(log, " "); got != c.want || n != c.heard {
			t.Errorf("Send to %v %v: %q (%d heard), want %q (%d)", c.to.Scope, c.to.Group, got, n, c.want, c.heard)
		}
	}
}

// TestSentDuringDelivery: a message sent while one is delivered waits until
// the first reached every recipient, then goes in the order sent.
func TestSentDuringDelivery(t *testing.T) {
	var log []string
	_, s, svc := newGame(t)
	add(s, &log, "A", nil, ear{Hear: "ping", Reply: "pong", ReplyTo: "*"})
	add(s, &log, "B", nil, ear{Hear: "ping", Reply: "bell", ReplyTo: "A"})
	add(s, &log, "C", nil, ear{})
	svc.Send(nil, messages.Scene(), "ping")
	want := "ping@A ping@B ping@C pong@A pong@B pong@C bell@A"
	if got := strings.Join(log, " "); got != want {
		t.Errorf("heard %q, want %q", got, want)
	}
}

// TestLoopIsCut: two entities answering each other forever are cut after
// MaxChain messages with one warning, and the next Send works.
func TestLoopIsCut(t *testing.T) {
	g, s, svc := newGame(t)
	a := add(s, nil, "A", nil, ear{Hear: "ball", Reply: "ball", ReplyTo: "B"})
	b := add(s, nil, "B", nil, ear{Hear: "ball", Reply: "ball", ReplyTo: "A"})
	for round := 1; round <= 2; round++ {
		svc.Send(nil, messages.Entity(a), "ball")
		ha, hb := scenes.Get[ear](a).Heard, scenes.Get[ear](b).Heard
		if ha+hb != round*messages.MaxChain || ha != hb {
			t.Errorf("round %d: A heard %d, B %d; want %d each", round, ha, hb, round*messages.MaxChain/2)
		}
	}
	if n := g.Problems().Len(); n != 1 || !strings.Contains(g.Problems().List()[0].String(), "cut") {
		t.Errorf("problems %v, want one warning that the chain was cut", g.Problems().List())
	}
}

// TestWiresCheckedAtStart: a wire to a name that finds nothing, one to an
// output no component emits, one to an empty group and one sending nothing
// each warn once when the scene starts, naming entity and Griff.Wires; the
// good wire fires when its output is emitted.
func TestWiresCheckedAtStart(t *testing.T) {
	const scene = `{"format": 1, "nextId": 3, "entities": [
		{"id": 1, "name": "Bell", "components": {"Test.Ear": {}, "Griff.Wires": {"links": [
			{"when": "rang", "send": "open", "to": "Door"},
			{"when": "rang", "send": "open", "to": "Nobody"},
			{"when": "rung", "send": "open", "to": "Door"},
			{"when": "rang", "send": "open", "scope": "group", "to": "ghosts"},
			{"when": "rang", "to": "Door"}]}}},
		{"id": 2, "name": "Door", "components": {"Test.Ear": {}}}]}`
	g, _, svc := newGame(t)
	sc, err := scenes.ReadScene("wires", []byte(scene), g.Problems())
	if err != nil {
		t.Fatal(err)
	}
	g.SetScene(sc)
	for range 3 {
		g.Step()
	}
	var got []string
	for _, p := range g.Problems().List() {
		got = append(got, p.String())
	}
	text := strings.Join(got, "\n")
	for _, want := range []string{"Nobody", `"rung"`, `"ghosts"`, "sends no message"} {
		if !strings.Contains(text, want) {
			t.Errorf("no warning mentions %s in:\n%s", want, text)
		}
	}
	if len(got) != 4 || strings.Count(text, "Griff.Wires") != 4 || strings.Count(text, "Bell") < 4 {
		t.Errorf("%d problems, want 4 naming Bell and Griff.Wires:\n%s", len(got), text)
	}
	// The door's wire and the group's (which reaches no one) fire.
	if n := svc.Emit(sc.Find("Bell"), "Test.Ear", "rang"); n != 2 || scenes.Get[ear](sc.Find("Door")).Heard != 1 {
		t.Errorf("Emit fired %d wires, door heard %d; want 2, 1", n, scenes.Get[ear](sc.Find("Door")).Heard)
	}
	if n := g.Problems().Len(); n != 4 {
		t.Errorf("emitting left %d problems, want the 4 warned once", n)
	}
}
