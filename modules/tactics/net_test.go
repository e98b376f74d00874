package tactics

import (
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
)

// TestDecodeCommand: select, move and attack carry a cell of two bytes;
// wait, end turn and cancel nothing; anything else is refused.
func TestDecodeCommand(t *testing.T) {
	for k, name := range netNames {
		c, err := decodeCommand(k, []byte{3, 4})
		withCell := netIntents[k] == doSelect || netIntents[k] == doMove || netIntents[k] == doAttack
		switch {
		case withCell && (err != nil || c.cell != grid.C(3, 4) || c.what != netIntents[k]):
			t.Errorf("%s with a cell: %+v, %v", name, c, err)
		case !withCell && !errors.Is(err, errPayload):
			t.Errorf("%s with 2 bytes: %v, want refused", name, err)
		}
		_, err = decodeCommand(k, nil)
		if withCell == (err == nil) {
			t.Errorf("%s with no bytes: %v", name, err)
		}
	}
	if _, err := decodeCommand(len(netNames), nil); !errors.Is(err, errPayload) {
		t.Errorf("an unknown command: %v", err)
	}
}

// TestCommandsPlayAndRefuse: commands received are played in order in the
// player's phase; a malformed one, one too many, or a cell off the map is
// refused with a warning and the battle goes on.
func TestCommandsPlayAndRefuse(t *testing.T) {
	r := newRig(t, duel)
	r.settle()
	r.sys.receive(0, 2, []byte{0, 2})  // select Alm
	r.sys.receive(1, 2, []byte{2, 2})  // move it two cells
	r.sys.receive(3, 2, []byte{1})     // wait, malformed
	r.sys.receive(1, 2, []byte{40, 2}) // a move off the map
	r.settle()
	if r.cell("Alm") != grid.C(2, 2) || r.battle().Mode != ModeActing {
		t.Errorf("Alm at %v mode %v, want moved to (2,2) acting", r.cell("Alm"), r.battle().Mode)
	}
	for range maxQueued + 1 {
		r.sys.receive(5, 2, nil)
	}
	var warned []string
	for _, p := range r.problems {
		warned = append(warned, p.Message)
	}
	all := strings.Join(warned, "\n")
	for _, want := range []string{"refused tactics.wait from player 2: malformed payload", "refused tactics.move from player 2: cell (40,2)",
		"refused tactics.cancel from player 2: 8 commands wait already"} {
		if !strings.Contains(all, want) {
			t.Errorf("warnings\n%s\nwant one with %q", all, want)
		}
	}
	r.settle()
	if b := r.battle(); b.Mode != ModeIdle || r.cell("Alm") != grid.C(0, 2) {
		t.Errorf("after cancels: mode %v, Alm at %v; want idle at (0,2)", b.Mode, r.cell("Alm"))
	}
}

// FuzzDecodeCommand: any payload of any command decodes or is refused,
// never a panic.
func FuzzDecodeCommand(f *testing.F) {
	f.Add(0, []byte{1, 2})
	f.Add(3, []byte{})
	f.Add(9, []byte{255})
	f.Fuzz(func(t *testing.T, kind int, data []byte) {
		c, err := decodeCommand(kind, data)
		if err == nil && (c.kind != kind || kind < 0 || kind >= len(netNames)) {
			t.Fatalf("kind %d decoded as %+v", kind, c)
		}
	})
}
