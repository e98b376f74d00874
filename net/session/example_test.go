package session_test

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/scenes"
)

// A host and one player on an in-memory hub: the player joins, the match
// starts, the host publishes its scene every step and the player rebuilds it
// from deltas.
func ExampleHost() {
	hub := transport.NewHub()
	server, addr := hub.Listen(transport.Config{})
	host := session.NewHost(server, session.HostConfig{})
	player := session.NewClient(hub.Dial(transport.Config{}, addr), session.JoinConfig{Name: "ann"})

	scene := scenes.NewScene("arena", scenes.NewProblems(nil))
	ball := scene.NewEntity("Ball", nil)
	var buf []byte
	build := func(p session.PlayerID, f *session.Frame) (err error) {
		buf, err = session.AppendVisible(f, scene, p, f.Step, buf)
		return err
	}
	var now time.Duration
	for step := griff.Tick(0); step < 60; step++ {
		now += time.Second / 60
		for _, e := range player.Poll(now) {
			fmt.Println("player:", e.Kind, e.Player)
		}
		for _, e := range host.Poll(now) {
			fmt.Println("host:", e.Kind, e.Player)
			host.Start(step) // start as soon as someone joins
		}
		ball.Transform().Move(griff.Vec{1, 0})
		host.Publish(step, build)
	}
	f := player.Latest()
	fmt.Println("rebuilt step", f.Step, "with", f.Len(), "entity")
	// Output:
	// host: Joined 1
	// player: Joined 1
	// player: Started 0
	// rebuilt step 57 with 1 entity
}
