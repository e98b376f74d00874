package agent

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Version is the agent surface's version, as the MCP server reports it.
const Version = "0.1.0"

// tool is one tool of the server: its name, its description, whether it changes
// the game (refused on a server game, see Options.AllowChanges) and how to add
// it to a server.
type tool struct {
	name, desc string
	changes    bool
	add        func(srv *mcp.Server, t *mcp.Tool)
}

// NewServer returns an MCP server whose tools play s (see the package
// documentation for the list). Run it on a transport (mcp.StdioTransport,
// mcp.NewStreamableHTTPHandler, mcp.NewInMemoryTransports).
func NewServer(s *Session) *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "griff", Title: "Griff game: " + s.lg.Project.Name, Version: Version}, nil)
	for _, t := range s.tools() {
		t.add(srv, &mcp.Tool{Name: t.name, Description: t.desc})
	}
	return srv
}

// ToolNames returns the names of the server's tools, in the order they are
// added, and whether each changes the game.
func (s *Session) ToolNames() (names []string, changes []bool) {
	for _, t := range s.tools() {
		names, changes = append(names, t.name), append(changes, t.changes)
	}
	return names, changes
}

// handler makes a tool's handler: it locks the session, refuses a change to a
// server game, runs f and returns its value as JSON text (or, for a []byte
// with image set, a PNG image).
func handler[In any](s *Session, changes bool, f func(in In) (any, error)) mcp.ToolHandlerFor[In, any] {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out any, err error) {
		if changes && s.opts.Server && !s.opts.AllowChanges {
			return nil, nil, ErrRefused
		}
		v, err := s.call(ctx, func() (any, error) { return f(in) }, in)
		if err != nil {
			return nil, nil, err
		}
		if img, ok := v.(pngImage); ok {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.ImageContent{Data: img, MIMEType: "image/png"}}}, nil, nil
		}
		text, err := json.Marshal(v)
		if err != nil {
			return nil, nil, fmt.Errorf("agent: the result does not encode: %w", err)
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(text)}}}, nil, nil
	}
}

// call runs f with the session locked, or on a hosted session at the host's
// next Between, after waiting off the game's thread as long as in asks (a
// waiter: run lets the window play meanwhile).
func (s *Session) call(ctx context.Context, f func() (any, error), in any) (any, error) {
	if !s.hosted() {
		s.mu.Lock()
		defer s.mu.Unlock()
		return f()
	}
	if w, ok := in.(waiter); ok {
		if err := sleep(ctx, w.wait()); err != nil {
			return nil, err
		}
	}
	return s.onGameThread(ctx, f)
}

// pngImage is a tool result sent as an image.
type pngImage []byte

// def returns a tool named name that runs f on its decoded input.
func def[In any](s *Session, name string, changes bool, desc string, f func(in In) (any, error)) tool {
	return tool{name: name, desc: desc, changes: changes, add: func(srv *mcp.Server, t *mcp.Tool) {
		mcp.AddTool(srv, t, handler(s, changes, f))
	}}
}

// tools returns the server's tools.
func (s *Session) tools() []tool {
	return []tool{
		def(s, "scene_tree", false, "The running game's scene: every entity (id, name, path, active, world position) with its children and, unless components is false, its components and their saved fields as the scene file writes them. root limits it to one entity (a name, a path such as Level/Door, or #id) and its descendants.", s.sceneTree),
		def(s, "list_components", false, "The names of every component type this game's program knows, sorted, with the first sentence of each one's documentation.", s.listComponents),
		def(s, "describe_component", false, "Describe a component type by its saved name (such as Griff.Inventory): its documentation, and each saved field's JSON key, Go type, zero value as saved (what a field left out of a file holds; the documentation says what zero means, with the units) and documentation.", s.describeComponent),
		def(s, "find_entity", false, "Find the entity that entity means, as the game does (a name, a path such as Level/Door, or #id; name is its former key, still accepted): its id, path, active flag, world position and components with their saved fields. A name that finds nothing is an error (and a warning in the problem log, as it would be in the game).", s.findEntity),
		def(s, "problems", false, "The game's problem log: the mistakes found in its data (missing prefabs, names that find nothing, bad values), each with severity, file, entity, component and message. from skips that many entries, to read only new ones.", s.problems),
		def(s, "set_field", true, "Set one saved field of an entity's component, through the component model, as a scene file would: value is the field's JSON (such as 5, \"Key\", {\"x\":1,\"y\":2}). field is the JSON key or the Go field name. The component \"Transform\" sets the entity's position [x, y] (world units in its parent; it jumps there), rotation (radians) or scale [x, y]. It takes effect at once, between steps.", s.setField),
		def(s, "spawn", true, "Spawn a copy of a prefab (by name; see the game's prefabs folder) at position x, y (world units, y down), inside parent when given. It is added at the end of the next step.", s.spawn),
		def(s, "destroy", true, "Destroy entity (a name, a path or #id; name is its former key, still accepted) and its children, at the end of the next step.", s.destroy),
		def(s, "press", true, "Press an action (such as left, right, jump) for a local player (0 by default), through the game's input as a person's key would: it counts in the next step and stays down until released. value is for an axis, -1..1 (default 1). at is when within that step it happens, in steps (0..8, default 0), for a rhythm game's judgement.", s.press),
		def(s, "release", true, "Release an action pressed before, for a local player (0 by default); it counts in the next step, at within it as for press.", s.release),
		def(s, "step", true, "Run the game for steps fixed steps (default 1, at most 36000), as fast as the machine goes. Returns the tick and game time reached. Stepping is deterministic: the same presses at the same ticks give the same game.", s.stepTool),
		def(s, "run", true, "Run the game in real time for seconds (at most 60), as a window would, and return the tick reached. The steps taken depend on the machine's timing; use step for a repeatable run.", s.run),
		def(s, "screenshot", false, "A PNG picture of the game's current frame, drawn on the CPU by the software backend, with its lights, shadows and screen effects, at the game's logical size.", s.screenshotTool),
		def(s, "save_snapshot", false, "Take a snapshot of the game's whole state between steps and keep it under name (in this session's memory). Returns its size in bytes.", s.saveSnapshot),
		def(s, "load_snapshot", true, "Put the game back to the snapshot kept under name (see save_snapshot).", s.loadSnapshot),
		def(s, "start_recording", true, "Start the game again from its first step and record every press from there, so stop_recording can write a playthrough griff-player --replay plays back.", s.startRecording),
		def(s, "stop_recording", false, "Stop recording and return the playthrough file's text (see start_recording). It is an error if nothing is recorded, or if the game was changed other than by presses since (set_field, spawn, destroy, load_snapshot): a replay would not end in the same state.", s.stopRecording),
		def(s, "fingerprint", false, "The game's fingerprint: a hash of its whole state (the tick, the random stream, every entity and component). Two runs with the same presses at the same ticks have the same fingerprint.", s.fingerprint),
		def(s, "playtest_report", false, "What the game's modules say about play so far, for a playtester: such as a platformer's player position, health and coins. Also the tick, game time and scene.", s.playtestReport),
	}
}
