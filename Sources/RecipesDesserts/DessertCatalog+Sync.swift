import RecipesCatalog

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DessertCatalog {
    /// `recipes sync desserts`: the dessert list and each dessert's lookup (with its picture), the
    /// category and area names, and each area's list, so `desserts list --area` opens offline too.
    public func syncPlan(loader: ResourceLoader) -> SyncPlan {
        SyncPlan([
            SyncRequest(listEndpoint(), loader: loader) { list in
                SyncFollowUp(
                    requests: list.items.compactMap { RecipeID($0.id) }.map { id in
                        SyncRequest(detailEndpoint(for: id), loader: loader) { dessert in
                            SyncFollowUp(pictures: dessert?.imageURL.map { [$0] } ?? [])
                        }
                    })
            },
            SyncRequest(namesEndpoint(.categories), loader: loader),
            SyncRequest(namesEndpoint(.areas), loader: loader) { areas in
                SyncFollowUp(requests: areas.map { SyncRequest(areaEndpoint($0), loader: loader) })
            },
        ])
    }
}
