//go:build js

package ebitenhost

import (
	"encoding/json"
	"fmt"
	"syscall/js"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// MaxReplayStepsPerFrame is the most steps a frame a replay in a browser page
// plays (griff.replay's second argument): 600, ten seconds of a 60-steps game.
const MaxReplayStepsPerFrame = 600

// throwing wraps a Go function for JavaScript so that an Error it returns is
// thrown instead (a Go function called from JavaScript cannot throw).
const throwing = `return function(...args) { const r = f(...args); if (r instanceof Error) throw r; return r; }`

// attach sets globalThis.griff, the page's handle on the game h plays:
//
//	griff.state()       "loading" | "running" | "faulted" | "ended" (see page.state)
//	griff.tick()        the number of the last step taken (0 before the first)
//	griff.fingerprint() the game's state hash (runtime.Game.Fingerprint), 64 hex digits
//	griff.problems()    the problem log so far, one string a problem, oldest first
//	griff.held()        the input actions held in the game's input now, by name
//	griff.firstFrame()  performance.now() when the first frame was drawn (ms), or 0
//	griff.network()     the network service's answers (runtime/network.Service):
//	                    {online, host, player, players: [names]}; offline
//	                    without a network system {online: false, host: true,
//	                    player: 0, players: []}
//	griff.replay(bytes[, stepsPerFrame])
//	                    plays a playthrough file (a Uint8Array, the format of
//	                    griff-player --record) as a new game from its start,
//	                    stepsPerFrame steps a frame (default 1, at most
//	                    MaxReplayStepsPerFrame), and stops it at its end
//	                    (state "ended"); throws an Error if the file does not
//	                    read or was recorded with another game
func (pg *page) attach(h *host) {
	api := js.Global().Get("Object").New()
	wrap := js.Global().Get("Function").New("f", throwing)
	set := func(name string, f func(args []js.Value) any) {
		fn := js.FuncOf(func(_ js.Value, args []js.Value) any { return f(args) })
		pg.funcs = append(pg.funcs, fn)
		api.Set(name, wrap.Invoke(fn))
	}
	set("state", func([]js.Value) any { return pg.state(h) })
	set("tick", func([]js.Value) any { return float64(h.game.Clock().Tick()) })
	set("fingerprint", func([]js.Value) any { return h.game.Fingerprint() })
	set("problems", func([]js.Value) any { return jsStrings(pg.problems) })
	set("held", func([]js.Value) any { return pg.held(h) })
	set("firstFrame", func([]js.Value) any { return pg.firstFrame })
	set("network", func([]js.Value) any { return netInfo(h) })
	set("replay", func(args []js.Value) any {
		if len(args) < 1 || len(args) > 2 || !args[0].InstanceOf(js.Global().Get("Uint8Array")) {
			return jsError("griff.replay takes a Uint8Array (the playthrough file) and optionally the steps a frame")
		}
		batch := 1
		if len(args) == 2 {
			if args[1].Type() != js.TypeNumber || args[1].Int() < 1 || args[1].Int() > MaxReplayStepsPerFrame {
				return jsError(fmt.Sprintf("griff.replay: the steps a frame must be a number from 1 to %d", MaxReplayStepsPerFrame))
			}
			batch = args[1].Int()
		}
		data := make([]byte, args[0].Length())
		js.CopyBytesToGo(data, args[0])
		if err := pg.replay(data, batch); err != nil {
			return jsError(err.Error())
		}
		return js.Undefined()
	})
	js.Global().Set("griff", api)
}

// netInfo returns the network service's answers as a JavaScript object
// (griff.network).
func netInfo(h *host) any {
	info := map[string]any{"online": false, "host": true, "player": 0, "players": []any{}}
	if n, ok := runtime.LookupService[network.Service](h.game); ok {
		var names []any
		for _, p := range n.Players() {
			names = append(names, p.Name)
		}
		info["online"], info["host"], info["player"], info["players"] = n.Online(), n.IsHost(), int(n.LocalPlayer()), names
	}
	return js.ValueOf(info)
}

// held returns the names of the input actions held in the game's input state.
func (pg *page) held(h *host) any {
	data, err := json.Marshal(h.game.Input())
	var held []struct{ Action string }
	if err == nil {
		err = json.Unmarshal(data, &held)
	}
	if err != nil {
		return jsError(err.Error())
	}
	names := make([]string, len(held))
	for i, a := range held {
		names[i] = a.Action
	}
	return jsStrings(names)
}

// jsStrings returns ss as a JavaScript array of strings.
func jsStrings(ss []string) js.Value {
	a := make([]any, len(ss))
	for i, s := range ss {
		a[i] = s
	}
	return js.ValueOf(a)
}

// jsError returns a new JavaScript Error with message msg.
func jsError(msg string) js.Value { return js.Global().Get("Error").New(msg) }
