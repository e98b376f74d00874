package session

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// testFrames returns a baseline and a next frame that adds, removes, moves
// and changes records.
func testFrames() (*Frame, *Frame) {
	a, b := &Frame{}, &Frame{}
	a.Reset(3)
	a.SetHead([]byte("head"))
	for i := 1; i <= 5; i++ {
		a.Add(scenes.EntityID(i), []byte{byte(i), 0, 0, 0, 0, 0, 0, 0, 9, 9})
	}
	b.Reset(6)
	b.SetHead([]byte("head"))
	b.Add(2, []byte{2, 0, 0, 7, 0, 0, 0, 0, 9, 9}) // changed a little
	b.Add(1, []byte{1, 0, 0, 0, 0, 0, 0, 0, 9, 9}) // moved before 2
	b.Add(4, []byte{4, 0, 0, 0, 0, 0, 0, 0, 9, 9}) // same
	b.Add(9, []byte{9, 1})                         // new
	return a, b
}

func FuzzSnapshot(f *testing.F) {
	a, b := testFrames()
	f.Add(appendDelta(nil, a, nil)[1:])
	f.Add(appendDelta(nil, b, a)[1:])
	f.Add([]byte{0, 0, 3, 0})
	f.Fuzz(func(t *testing.T, msg []byte) {
		var out Frame
		var dec decoder
		base := func(step griff.Tick) *Frame {
			if step == a.Step {
				return a
			}
			return nil
		}
		if dec.readDelta(msg, base, &out) == nil {
			// What reads writes back: the frame encodes and reads again the same.
			again := appendDelta(nil, &out, a)
			var out2 Frame
			if err := dec.readDelta(again[1:], base, &out2); err != nil {
				t.Fatalf("a frame read from a message does not read back: %v", err)
			}
			if string(out.AppendTo(nil)) != string(out2.AppendTo(nil)) {
				t.Fatal("a frame read from a message reads back different")
			}
		}
	})
}

func FuzzHello(f *testing.F) {
	f.Add(appendHello(nil, hello{name: "ann", player: 2, token: 99, commands: 5}))
	f.Add(appendHello(nil, hello{name: "bo", commands: 5, types: 153, typesSum: 1 << 60}))
	f.Fuzz(func(t *testing.T, msg []byte) {
		m, err := readHello(msg)
		if err != nil {
			return
		}
		if m2, err := readHello(appendHello(nil, m)); err != nil || m2 != m {
			t.Fatalf("a hello read does not write back the same: %v", err)
		}
	})
}

func FuzzLobby(f *testing.F) {
	f.Add(appendLobby(nil, lobby{started: true, start: 40, players: []Player{{ID: 0, Name: "h", Connected: true}, {ID: 3, Name: "x", Ready: true}}})[1:])
	f.Fuzz(func(t *testing.T, msg []byte) {
		l, err := readLobby(msg)
		if err == nil && len(l.players) > MaxPlayers {
			t.Fatalf("a lobby of %d players read", len(l.players))
		}
	})
}

// FuzzMessages hands any bytes to a host's and a client's message readers.
func FuzzMessages(f *testing.F) {
	a, _ := testFrames()
	f.Add(appendDelta(nil, a, nil))
	f.Add([]byte{byte(kindInput), 1, 10, 3, 2, 5, 0, 2, 6})
	f.Add([]byte{byte(kindCommand), 0, 2, 'h', 'i'})
	f.Add([]byte{byte(kindWelcome), 1, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte{byte(kindReady), 1})
	var p packer
	f.Add(append([]byte(nil), p.pack(appendDelta(nil, a, nil))...))
	types := &typeList{names: []string{"A", "B", "C"}, hashes: []uint32{1, 2, 3}}
	f.Add(appendTypes(nil, types, 2))
	f.Add(appendTypes(nil, &typeList{names: []string{"A", "X"}, hashes: []uint32{1, 5}}, 3))
	f.Fuzz(func(t *testing.T, msg []byte) {
		var cmds Commands
		cmds.Register("Chat")
		h := NewHost(nil, HostConfig{Commands: &cmds})
		h.players[1] = &hostPlayer{Player: Player{ID: 1, Connected: true}, acked: -1}
		h.byPeer[1] = 1
		if len(msg) > 0 && kind(msg[0]) != kindLeave {
			h.message(1, msg)
		}
		c := NewClient(nil, JoinConfig{Commands: &cmds})
		c.message(msg)
		c.types = types // a types refusal read against a build's types
		c.message(msg)
	})
}

// FuzzUnpack inflates any bytes as a compressed snapshot: it never panics,
// and what packs unpacks to the same.
func FuzzUnpack(f *testing.F) {
	a, b := testFrames()
	var p packer
	for _, msg := range [][]byte{appendDelta(nil, a, nil), appendDelta(nil, b, a)} {
		z := p.pack(append(msg, make([]byte, 64)...))
		f.Add(append([]byte(nil), z[1:]...))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var u unpacker
		msg, err := u.unpack(body)
		if err != nil {
			return
		}
		if z := p.pack(msg); kind(z[0]) == kindSnapshotZ {
			again, err := u.unpack(append([]byte(nil), z[1:]...))
			if err != nil || string(again) != string(msg) {
				t.Fatalf("a message packed does not unpack the same: %v", err)
			}
		}
	})
}
