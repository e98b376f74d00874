package scenes_test

import (
	"testing"

	"github.com/griffengine/griff/scenes"
)

// FindFor finds what Find finds and names the asking component in its warnings.
func TestFindFor(t *testing.T) {
	s := scenes.NewScene("find.scene", nil)
	trigger := s.NewEntity("Trigger", nil)
	coin := s.NewEntity("Coin", nil)
	s.NewEntity("Twin", nil)
	s.NewEntity("Twin", nil)
	tests := []struct {
		component, name string
		want            *scenes.Entity
		warn            string
	}{
		{"Platformer.Trigger", "Coin", coin, ""},
		{"Platformer.Trigger", "", nil, ""},
		{"Platformer.Trigger", "Nobody", nil, `warning: find.scene: Trigger#1: Platformer.Trigger: no entity named "Nobody"`},
		{"Platformer.Chaser", "Nobody", nil, `warning: find.scene: Trigger#1: Platformer.Chaser: no entity named "Nobody"`},
		{"Platformer.Switch", "Level/Nobody", nil, `warning: find.scene: Trigger#1: Platformer.Switch: no entity at path "Level/Nobody"`},
		{"Platformer.Switch", "Twin", nil, `warning: find.scene: Trigger#1: Platformer.Switch: 2 entities are named "Twin"; using Twin#3`},
		{"", "Ghost", nil, `warning: find.scene: Trigger#1: no entity named "Ghost"`},
	}
	for _, tt := range tests {
		before := s.Problems().Len()
		got := trigger.FindFor(tt.component, tt.name)
		if tt.want != nil && got != tt.want || tt.want == nil && tt.name != "Twin" && got != nil {
			t.Errorf("FindFor(%q, %q) = %v, want %v", tt.component, tt.name, got, tt.want)
		}
		warn := ""
		if list := s.Problems().List(); len(list) > before {
			warn = list[len(list)-1].String()
		}
		if warn != tt.warn {
			t.Errorf("FindFor(%q, %q) warned %q, want %q", tt.component, tt.name, warn, tt.warn)
		}
	}
}
