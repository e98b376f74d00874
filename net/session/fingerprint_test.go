package session_test

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"github.com/griffengine/griff/net/session"
)

// A frame's fingerprint is the SHA-256 of its bytes: a copy has the same,
// and a frame differing in one record byte has another.
func TestFrameFingerprint(t *testing.T) {
	var f session.Frame
	f.Reset(42)
	f.SetHead([]byte("head"))
	f.Add(1, []byte{1, 2, 3})
	f.Add(7, []byte{4, 5})
	sum := sha256.Sum256([]byte("head\x01\x02\x03\x04\x05"))
	if got, want := f.Fingerprint(), hex.EncodeToString(sum[:]); got != want {
		t.Errorf("Fingerprint() = %s, want %s", got, want)
	}
	var c session.Frame
	c.CopyFrom(&f)
	if c.Fingerprint() != f.Fingerprint() {
		t.Error("a copy has another fingerprint")
	}
	c.Reset(42)
	c.SetHead([]byte("head"))
	c.Add(1, []byte{1, 2, 3})
	c.Add(7, []byte{4, 6})
	if c.Fingerprint() == f.Fingerprint() {
		t.Error("frames differing in a record byte have the same fingerprint")
	}
}
