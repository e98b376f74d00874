package saves_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"reflect"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/saves"
)

func testFile() []byte {
	h := saves.Header{Game: "Griff Meadow", Content: strings.Repeat("ab", 32), Step: 1234, Engine: "go1.25 griff test",
		Schema: []byte("the schema's bytes")}
	return saves.Encode(nil, h, []byte("the snapshot's bytes"))
}

func TestEncodeDecode(t *testing.T) {
	h, snap, err := saves.Decode(testFile())
	if err != nil {
		t.Fatal(err)
	}
	want := saves.Header{Format: saves.FormatVersion, Game: "Griff Meadow", Content: strings.Repeat("ab", 32), Step: 1234, Engine: "go1.25 griff test"}
	if string(h.Schema) != "the schema's bytes" {
		t.Errorf("Decode schema = %q", h.Schema)
	}
	if h.Schema = nil; !reflect.DeepEqual(h, want) {
		t.Errorf("Decode header = %+v, want %+v", h, want)
	}
	if string(snap) != "the snapshot's bytes" {
		t.Errorf("Decode snapshot = %q", snap)
	}
}

// Every truncation and every flipped byte of a save is refused, with the
// error saying what kind of damage it is.
func TestDecodeDamaged(t *testing.T) {
	file := testFile()
	for n := range len(file) {
		_, _, err := saves.Decode(file[:n])
		want := saves.ErrDamaged
		if n < len(saves.Magic) {
			want = saves.ErrNotSave
		}
		if !errors.Is(err, want) {
			t.Errorf("Decode of the first %d of %d bytes: %v, want %v", n, len(file), err, want)
		}
	}
	for i := range file {
		b := bytes.Clone(file)
		b[i] ^= 0x10
		if _, _, err := saves.Decode(b); err == nil {
			t.Errorf("Decode with byte %d changed: no error", i)
		}
	}
	if _, _, err := saves.Decode(append(bytes.Clone(file), 0)); !errors.Is(err, saves.ErrDamaged) {
		t.Errorf("Decode with a byte more: %v, want ErrDamaged", err)
	}
}

// A save of format 1 (before the schema) still decodes, with no schema.
func TestDecodeFormat1(t *testing.T) {
	h := saves.Header{Game: "g", Content: "c", Step: 9, Engine: "e"}
	b := saves.Encode(nil, h, []byte("snap"))
	at := len(saves.Magic) + 2 + 2 + 2 + 2 // the schema's length: 0
	b = append(b[:at:at], b[at+1:len(b)-4]...)
	b[len(saves.Magic)] = 1
	b = binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, crc32.MakeTable(crc32.Castagnoli)))
	got, snap, err := saves.Decode(b)
	if h.Format = 1; err != nil || !reflect.DeepEqual(got, h) || string(snap) != "snap" {
		t.Errorf("Decode of format 1 = %+v, %q, %v; want %+v", got, snap, err, h)
	}
}

func TestDecodeForeignAndNewer(t *testing.T) {
	if _, _, err := saves.Decode([]byte("{\"name\": \"a JSON file\"}")); !errors.Is(err, saves.ErrNotSave) {
		t.Errorf("Decode of JSON: %v, want ErrNotSave", err)
	}
	b := testFile()
	b[len(saves.Magic)] = 9 // format 9
	_, _, err := saves.Decode(b)
	if !errors.Is(err, saves.ErrNewerFormat) || !strings.Contains(err.Error(), "format 9") {
		t.Errorf("Decode of format 9: %v, want ErrNewerFormat naming it", err)
	}
}

func TestCheckSlot(t *testing.T) {
	for _, ok := range []string{"1", "auto", "checkpoint", "slot-2", "a_b", "com", "com0", "console", "nul2", strings.Repeat("x", saves.MaxSlotLen)} {
		if err := saves.CheckSlot(ok); err != nil {
			t.Errorf("CheckSlot(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"", "Slot", "a/b", "..", ".hidden", "-a", "a b", "é", "a.griffsave", strings.Repeat("x", saves.MaxSlotLen+1),
		"con", "nul", "aux", "prn", "com1", "lpt9"} {
		if err := saves.CheckSlot(bad); !errors.Is(err, saves.ErrBadSlot) {
			t.Errorf("CheckSlot(%q) = %v, want ErrBadSlot", bad, err)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(testFile())
	f.Add([]byte(saves.Magic))
	f.Add([]byte(saves.Magic + "\x01\x00\xff\xff\xff\xff\x0f"))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, snap, err := saves.Decode(data)
		if err != nil {
			return
		}
		// What decodes encodes back to the same bytes.
		if h.Format != saves.FormatVersion {
			return
		}
		if again := saves.Encode(nil, h, snap); !bytes.Equal(again, data) {
			t.Errorf("Encode(Decode(%x)) = %x", data, again)
		}
	})
}
