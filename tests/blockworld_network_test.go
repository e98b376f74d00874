package tests

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/blockworld"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/scenes"
)

// TestBlockworldRemotePlayerDigs has the host give the template's miner to
// the player's machine (player 1: Blockworld.Miner.Input and
// Platformer.Player.Input), and the player hold down and dig with their own
// keys over a link of 50 ms and 5% loss: the host digs the block under the
// miner and the player's machine is shown it gone.
func TestBlockworldRemotePlayerDigs(t *testing.T) {
	host, player := genrePair(t, "blockworld")
	all := []genreMachine{host, player}
	me := host.g.Scene().Find("Miner")
	m := scenes.Get[blockworld.Miner](me)
	scenes.Get[platformer.Player](me).Input = 1
	m.Input = 1
	genreSteps(30, all...)
	p := me.Transform().Position()
	x, y := blockworld.TileOf(p[0], p[1]+15)
	under := y + 1
	if b, _, _ := blockworld.BlockAt(host.g.Scene(), x, under); !b.Solid() {
		t.Fatalf("the miner stands over %v at (%d, %d)", b, x, under)
	}
	player.in.Push(input.Event{Action: blockworld.ActionDown, Down: true, Value: 1}, input.Event{Action: blockworld.ActionDig, Down: true, Value: 1})
	genreSteps(50, all...)
	player.in.Push(input.Event{Action: blockworld.ActionDown}, input.Event{Action: blockworld.ActionDig})
	genreSteps(60, all...)
	if m.Mined < 1 {
		t.Fatalf("the host's miner dug %d blocks after the player held dig", m.Mined)
	}
	if b, _, _ := blockworld.BlockAt(host.g.Scene(), x, under); b != blockworld.Air {
		t.Errorf("the host has %v under the miner", b)
	}
	if b, _, ok := blockworld.BlockAt(player.g.Scene(), x, under); !ok || b != blockworld.Air {
		t.Errorf("the player's machine shows %v (loaded %v) under the miner", b, ok)
	}
	for _, mc := range all {
		for _, p := range mc.g.Problems().List() {
			t.Errorf("problem: %v", p)
		}
	}
}
