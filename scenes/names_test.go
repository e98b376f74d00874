package scenes_test

import (
	"testing"

	"github.com/griffengine/griff/scenes"
)

func TestFind(t *testing.T) {
	s := scenes.NewScene("find.scene", nil)
	level := s.NewEntity("Level", nil)
	door := s.NewEntity("Door", level)
	hint1 := s.NewEntity("Hint", door)
	s.NewEntity("Hint", level)
	other := s.NewEntity("Other", nil)
	hint3 := s.NewEntity("Hint", other)
	dup1 := s.NewEntity("Twin", nil)
	s.NewEntity("Twin", nil)
	tests := []struct {
		from *scenes.Entity
		name string
		want *scenes.Entity
		warn string // the problem reported, or ""
	}{
		{nil, "", nil, ""},
		{nil, "Door", door, ""},
		{nil, "Level/Door", door, ""},
		{nil, "/Level/Door/Hint", hint1, ""},
		{nil, "Nobody", nil, `warning: find.scene: no entity named "Nobody"`},
		{nil, "Level/Nobody", nil, `warning: find.scene: no entity at path "Level/Nobody"`},
		{nil, "Hint", hint1, `warning: find.scene: 3 entities are named "Hint"; using Level/Door/Hint#3`},
		{nil, "Twin/x", nil, `warning: find.scene: no entity at path "Twin/x"`}, // after warning that Twin is ambiguous
		{nil, "Twin", dup1, `warning: find.scene: 2 entities are named "Twin"; using Twin#7`},
		{other, "Hint", hint3, ""},
		{door, "Hint", hint1, ""},
		{door, "Level/Door", door, ""},
		{other, "Missing", nil, `warning: find.scene: Other#5: no entity named "Missing"`},
	}
	for _, tt := range tests {
		before := s.Problems().Len()
		var got *scenes.Entity
		if tt.from != nil {
			got = tt.from.Find(tt.name)
		} else {
			got = s.Find(tt.name)
		}
		if got != tt.want {
			t.Errorf("Find(%q) from %v = %v, want %v", tt.name, tt.from, got, tt.want)
		}
		warn := ""
		if list := s.Problems().List(); len(list) > before {
			warn = list[len(list)-1].String()
		}
		if warn != tt.warn {
			t.Errorf("Find(%q) from %v warned %q, want %q", tt.name, tt.from, warn, tt.warn)
		}
	}
	// Asking again warns no more.
	n := s.Problems().Len()
	s.Find("Nobody")
	if s.Problems().Len() != n {
		t.Errorf("the same missing name warned twice")
	}
	// Renaming and destroying keep the index right.
	door.SetName("Gate")
	if s.Find("Gate") != door || s.Find("Level/Gate") != door {
		t.Errorf("renamed entity not found by its new name")
	}
	s.Destroy(dup1)
	if got := s.Find("Twin"); got == nil || got == dup1 {
		t.Errorf("Find(Twin) after destroying one = %v", got)
	}
}

func TestProblemsLog(t *testing.T) {
	var sunk []string
	p := &scenes.Problems{}
	p.Report(scenes.Problem{Severity: scenes.SeverityError, Message: "before the sink"})
	p.SetSink(func(pr scenes.Problem) { sunk = append(sunk, pr.String()) })
	tests := []struct {
		pr   scenes.Problem
		new  bool
		want string
	}{
		{scenes.Problem{Severity: scenes.SeverityWarning, File: "a.scene", Entity: "Door", EntityID: 4, Component: "Test.Door", Message: "no key"}, true,
			"warning: a.scene: Door#4: Test.Door: no key"},
		{scenes.Problem{Severity: scenes.SeverityWarning, File: "a.scene", Entity: "Door", EntityID: 4, Component: "Test.Door", Message: "no key"}, false, ""},
		{scenes.Problem{Severity: scenes.SeverityInfo, Message: "upgraded"}, true, "info: upgraded"},
	}
	for _, tt := range tests {
		if got := p.Report(tt.pr); got != tt.new {
			t.Errorf("Report(%v) = %v, want %v", tt.pr, got, tt.new)
		}
		if tt.new && sunk[len(sunk)-1] != tt.want {
			t.Errorf("sink got %q, want %q", sunk[len(sunk)-1], tt.want)
		}
	}
	if p.Len() != 3 || len(sunk) != 2 || p.List()[0].Message != "before the sink" {
		t.Errorf("log has %d problems (want 3), sink saw %d (want 2)", p.Len(), len(sunk))
	}
	if got := scenes.Severity(9).String(); got != "Severity(9)" {
		t.Errorf("Severity(9).String() = %q", got)
	}
}
