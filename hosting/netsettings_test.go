package hosting_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
)

// The "network" section asks for rollback or lockstep mode and its match size; a mode
// or size out of range is an error naming the field and where it is.
func TestProjectNetworkSection(t *testing.T) {
	for _, c := range []struct {
		section string
		relayed bool
		players int
		err     string
	}{
		{``, false, 2, ""},
		{`, "network": {"mode": "host"}`, false, 2, ""},
		{`, "network": {"mode": "rollback"}`, true, 2, ""},
		{`, "network": {"mode": "rollback", "players": 4}`, true, 4, ""},
		{`, "network": {"mode": "rollback", "players": 5}`, false, 0, "1:24: bad file: field network.players is 5, want 2 to 4"},
		{`, "network": {"mode": "rollback", "players": 1}`, false, 0, "network.players is 1"},
		{`, "network": {"mode": "lockstep"}`, true, 2, ""},
		{`, "network": {"mode": "lockstep", "players": 3}`, true, 3, ""},
		{`, "network": {"mode": "lockstep", "players": 9}`, false, 0, "network.players is 9"},
		{`, "network": {"mode": "turns"}`, false, 0, `field network.mode is "turns", want "host", "rollback" or "lockstep"`},
		{`, "network": {"players": 3}`, false, 0, "network.players is for rollback and lockstep modes"},
		{`, "network": {"mode": "rollback", "delay": 3}`, false, 0, `unknown field "delay"`},
	} {
		p, err := hosting.ParseProject("project.griff", []byte(`{"startScene": "main"`+c.section+`}`))
		switch {
		case c.err != "" && (err == nil || !errors.Is(err, hosting.ErrBadFile) || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one saying %q", c.section, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.section, err)
		case c.err == "" && (p.Network.Relayed() != c.relayed || p.Network.RollbackPlayers() != c.players):
			t.Errorf("%s: relayed %v of %d players, want %v of %d", c.section, p.Network.Relayed(), p.Network.RollbackPlayers(), c.relayed, c.players)
		case c.err == "" && p.Network.Lockstep() != strings.Contains(c.section, "lockstep"):
			t.Errorf("%s: lockstep %v", c.section, p.Network.Lockstep())
		}
	}
}
